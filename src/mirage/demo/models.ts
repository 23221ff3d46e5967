/**
 * Mirage models of the demo-template API (SPEC §3 "Demo entities"), with their relationships declared.
 * Names are prefixed by area so they never clash with the shell's models. Relationships are one-way
 * (`inverse: null`) unless both sides are needed: destroying a record then removes its id from the records
 * that point at it, which gives the label and tag cascades of SPEC §4 for free.
 */
import { belongsTo, hasMany, Model } from 'miragejs';

const one = (model: string) => belongsTo(model, { inverse: null });
const many = (model: string) => hasMany(model, { inverse: null });

export const demoModels = {
  // auth
  authUser: Model,

  // contacts
  contact: Model.extend({ tags: many('contactTag') }),
  contactTag: Model,
  country: Model,

  // e-commerce inventory
  inventoryCategory: Model.extend({ parent: one('inventoryCategory') }),
  inventoryBrand: Model,
  inventoryVendor: Model,
  inventoryTag: Model,
  inventoryProduct: Model.extend({
    category: one('inventoryCategory'),
    brand: one('inventoryBrand'),
    vendor: one('inventoryVendor'),
    tags: many('inventoryTag'),
  }),

  // file manager: folders and files are one model; a null folder is the root
  fileManagerItem: Model.extend({ folder: one('fileManagerItem') }),

  // help centre
  faqCategory: Model,
  faq: Model.extend({ category: one('faqCategory') }),
  guideCategory: Model,
  guide: Model.extend({ category: one('guideCategory') }),

  // academy
  academyCategory: Model,
  academyCourse: Model.extend({ category: one('academyCategory') }),
  academyStep: Model.extend({ course: one('academyCourse') }),

  // demo chat
  chatContact: Model,
  chatProfile: Model,
  chat: Model.extend({ contact: one('chatContact') }),
  chatMessage: Model.extend({ chat: one('chat'), contact: one('chatContact') }),

  // mailbox
  mailFolder: Model,
  mailFilter: Model,
  mailLabel: Model,
  mailSetting: Model,
  mail: Model.extend({ folder: one('mailFolder'), labels: many('mailLabel'), attachments: many('mailAttachment') }),
  mailAttachment: Model,

  // notes
  noteLabel: Model,
  note: Model.extend({ labels: many('noteLabel'), tasks: many('noteTask') }),
  noteTask: Model,

  // scrumboard
  scrumboardMember: Model,
  scrumboardBoard: Model.extend({ members: many('scrumboardMember') }),
  scrumboardList: Model.extend({ board: one('scrumboardBoard') }),
  scrumboardLabel: Model.extend({ board: one('scrumboardBoard') }),
  scrumboardCard: Model.extend({
    board: one('scrumboardBoard'),
    list: one('scrumboardList'),
    labels: many('scrumboardLabel'),
  }),

  // tasks (assignedTo points at a contact of the contacts area)
  taskTag: Model,
  task: Model.extend({ tags: many('taskTag'), assignedTo: one('contact') }),

  // dashboards, activities, icons
  dashboard: Model,
  activity: Model,
  iconCatalogue: Model,
};

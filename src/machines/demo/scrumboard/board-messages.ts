/** What the board machine tells the user (announced in the live region or shown as a notice), as messages to translate. */
import type { MessageDescriptor } from '@lingui/core';

export const boardMessages = {
  cardMoved: /* i18n */ { id: 'demo.board.announce.cardMoved', message: 'Card “{title}” moved to {list}, position {position} of {count}.' },
  cardAtEdge: /* i18n */ { id: 'demo.board.announce.cardAtEdge', message: 'Card “{title}” cannot move further that way.' },
  listMoved: /* i18n */ { id: 'demo.board.announce.listMoved', message: 'List “{title}” moved to position {position} of {count}.' },
  listAtEdge: /* i18n */ { id: 'demo.board.announce.listAtEdge', message: 'List “{title}” cannot move further that way.' },
  undone: /* i18n */ { id: 'demo.board.notice.undone', message: 'The change could not be saved, so it was undone. Try again.' },
  notAdded: /* i18n */ { id: 'demo.board.notice.notAdded', message: 'It could not be added. What you typed is still there: try again.' },
  offline: /* i18n */ { id: 'demo.board.notice.offline', message: 'No Internet Connection: the change was not saved.' },
  deleteListTitle: /* i18n */ { id: 'demo.board.confirm.deleteList.title', message: 'Delete the list “{title}”?' },
  deleteListMessage: /* i18n */ { id: 'demo.board.confirm.deleteList.message', message: 'Its {count, plural, =0 {list is empty} one {# card is deleted with it} other {# cards are deleted with it}}. This cannot be undone.' },
  deleteCardTitle: /* i18n */ { id: 'demo.board.confirm.deleteCard.title', message: 'Delete the card “{title}”?' },
  deleteLabelTitle: /* i18n */ { id: 'demo.board.confirm.deleteLabel.title', message: 'Delete the label “{title}”?' },
  deleteLabelMessage: /* i18n */ { id: 'demo.board.confirm.deleteLabel.message', message: 'It is removed from the {count, plural, =0 {cards (none carry it now)} one {# card that carries it} other {# cards that carry it}}.' },
  cannotUndo: /* i18n */ { id: 'demo.board.confirm.cannotUndo', message: 'This cannot be undone.' },
  delete: /* i18n */ { id: 'demo.board.confirm.delete', message: 'Delete' },
} satisfies Record<string, MessageDescriptor>;

export const withValues = (message: MessageDescriptor, values: Record<string, unknown>): MessageDescriptor => ({ ...message, values });

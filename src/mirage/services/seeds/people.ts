/** Names, companies and addresses of the seeds: es-MX for Mexican tenants, en-US for American ones. */
import { fold } from '../../../domain/text';
import type { Random } from '../../shared/ids';
import type { Address } from '../../../domain/address';
import { rfcCheckDigit } from '../../../domain/rfc';
import type { SeedLocale } from './seed-kit';

const mxFirstNames = [
  'José', 'Juan', 'Luis', 'Carlos', 'Jorge', 'Miguel', 'Francisco', 'Alejandro', 'Ricardo', 'Fernando', 'Roberto',
  'Eduardo', 'Javier', 'Daniel', 'Sergio', 'Arturo', 'Raúl', 'Andrés', 'Héctor', 'Óscar', 'Rubén', 'Iván', 'Ángel',
  'Jesús', 'Martín', 'María', 'Guadalupe', 'Ana', 'Patricia', 'Laura', 'Adriana', 'Verónica', 'Claudia', 'Gabriela',
  'Sofía', 'Mónica', 'Leticia', 'Rosa', 'Alejandra', 'Elena', 'Lucía', 'Fernanda', 'Mariana', 'Daniela', 'Isabel',
  'Beatriz', 'Inés', 'Noemí', 'Ximena', 'Renata',
];
const mxSurnames = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores',
  'Gómez', 'Morales', 'Vázquez', 'Reyes', 'Jiménez', 'Torres', 'Díaz', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar',
  'Ortiz', 'Moreno', 'Castillo', 'Romero', 'Álvarez', 'Méndez', 'Chávez', 'Rivera', 'Juárez', 'Ramos', 'Domínguez',
  'Herrera', 'Medina', 'Castro', 'Vargas', 'Guzmán', 'Velázquez', 'Muñoz', 'Rojas', 'Contreras', 'Salazar', 'Luna',
  'Ortega', 'Cervantes', 'Núñez', 'Peña', 'Ibarra', 'Ávila',
];
const mxCompanyKinds = [
  'Comercializadora', 'Distribuidora', 'Grupo', 'Servicios', 'Telecomunicaciones', 'Constructora', 'Abarrotes',
  'Farmacias', 'Hoteles', 'Transportes', 'Inmobiliaria', 'Consultores', 'Industrias', 'Papelería', 'Clínica',
];
const mxCompanyNames = [
  'del Bajío', 'del Norte', 'Azteca', 'Pacífico', 'Sierra Madre', 'Maya', 'Tolteca', 'La Esperanza', 'San Ángel',
  'Anáhuac', 'del Golfo', 'Peninsular', 'de Occidente', 'Hermanos Ruiz', 'Santa Fe', 'El Roble', 'Los Pinos',
  'Monte Albán', 'Tenochtitlan', 'Del Valle', 'Cuauhtémoc', 'Huasteca', 'Mixteca', 'Chapultepec', 'Xochimilco',
];
const mxCompanySuffixes = ['S.A. de C.V.', 'S. de R.L. de C.V.', 'S.A.P.I. de C.V.', 'S.C.'];
const mxStreets = [
  'Av. Insurgentes Sur', 'Calle Morelos', 'Av. Juárez', 'Calle Hidalgo', 'Blvd. Adolfo López Mateos', 'Paseo de la Reforma',
  'Calle 5 de Mayo', 'Av. Revolución', 'Calle Zaragoza', 'Av. Universidad', 'Calzada de Tlalpan', 'Calle Allende',
  'Av. Vallarta', 'Calle Madero', 'Av. Constitución', 'Av. Benito Juárez', 'Calle Guerrero', 'Av. de las Américas',
];
const mxNeighbourhoods = ['Centro', 'Del Valle', 'Roma Norte', 'Las Águilas', 'Jardines', 'San José', 'Lomas', 'El Carmen', 'Industrial', 'Santa María'];
/** State, city, two-digit postal prefix, phone area code. */
const mxCities: readonly (readonly [string, string, string, string])[] = [
  ['Ciudad de México', 'Ciudad de México', '03', '55'], ['Ciudad de México', 'Ciudad de México', '11', '55'],
  ['Jalisco', 'Guadalajara', '44', '33'], ['Nuevo León', 'Monterrey', '64', '81'], ['Puebla', 'Puebla', '72', '222'],
  ['Querétaro', 'Querétaro', '76', '442'], ['Yucatán', 'Mérida', '97', '999'], ['Guanajuato', 'León', '37', '477'],
  ['Baja California', 'Tijuana', '22', '664'], ['Estado de México', 'Toluca', '50', '722'], ['Veracruz', 'Veracruz', '91', '229'],
  ['Chihuahua', 'Chihuahua', '31', '614'], ['Sonora', 'Hermosillo', '83', '662'], ['Coahuila', 'Saltillo', '25', '844'],
  ['San Luis Potosí', 'San Luis Potosí', '78', '444'], ['Aguascalientes', 'Aguascalientes', '20', '449'],
  ['Michoacán', 'Morelia', '58', '443'], ['Oaxaca', 'Oaxaca de Juárez', '68', '951'], ['Quintana Roo', 'Cancún', '77', '998'],
  ['Sinaloa', 'Culiacán', '80', '667'], ['Tamaulipas', 'Tampico', '89', '833'], ['Chiapas', 'Tuxtla Gutiérrez', '29', '961'],
  ['Hidalgo', 'Pachuca', '42', '771'], ['Morelos', 'Cuernavaca', '62', '777'], ['Durango', 'Durango', '34', '618'],
  ['Zacatecas', 'Zacatecas', '98', '492'], ['Tabasco', 'Villahermosa', '86', '993'], ['Guerrero', 'Acapulco', '39', '744'],
  ['Nayarit', 'Tepic', '63', '311'], ['Colima', 'Colima', '28', '312'], ['Campeche', 'Campeche', '24', '981'],
  ['Tlaxcala', 'Tlaxcala', '90', '246'], ['Baja California Sur', 'La Paz', '23', '612'],
];

const usFirstNames = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Christopher', 'Lisa', 'Daniel', 'Nancy',
  'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Ashley',
];
const usSurnames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore',
  'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen',
  'King', 'Wright', 'Scott', 'Hill', 'Green', 'Adams',
];
const usCompanyNames = ['Summit', 'Lakeside', 'Pioneer', 'Evergreen', 'Redwood', 'Blue Ridge', 'Prairie', 'Harbor', 'Keystone', 'Liberty', 'Frontier', 'Silver Creek', 'Northwind', 'Oak Valley'];
const usCompanyKinds = ['Logistics', 'Foods', 'Health', 'Realty', 'Builders', 'Hospitality', 'Motors', 'Media', 'Supply', 'Dental', 'Outfitters'];
const usCompanySuffixes = ['Inc.', 'LLC', 'Corp.', 'Co.'];
const usStreets = ['Main St', 'Oak Ave', 'Maple Dr', 'Cedar Ln', 'Elm St', 'Washington Blvd', 'Park Ave', 'Lakeview Dr', 'Pine St', 'Sunset Blvd', '2nd St', 'Hillcrest Rd'];
/** State, city, three-digit ZIP prefix, area code. */
const usCities: readonly (readonly [string, string, string, string])[] = [
  ['Illinois', 'Springfield', '627', '217'], ['Illinois', 'Chicago', '606', '312'], ['Texas', 'Austin', '787', '512'],
  ['Texas', 'Houston', '770', '713'], ['California', 'San Diego', '921', '619'], ['Ohio', 'Columbus', '432', '614'],
  ['Georgia', 'Atlanta', '303', '404'], ['Colorado', 'Denver', '802', '303'], ['Washington', 'Seattle', '981', '206'],
  ['Arizona', 'Phoenix', '850', '602'], ['Florida', 'Miami', '331', '305'], ['Missouri', 'Kansas City', '641', '816'],
  ['Tennessee', 'Nashville', '372', '615'], ['Oregon', 'Portland', '972', '503'], ['Minnesota', 'Minneapolis', '554', '612'],
];

/** EIN prefixes the IRS assigns (a few of them). */
const einPrefixes = ['10', '12', '20', '26', '27', '33', '36', '37', '41', '46', '52', '61', '74', '84', '86', '95'];
const homoclave = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ'.split('');

export interface SeedParty {
  name: string;
  taxId: string;
  email: string;
  phone: string;
  address: Address;
}

const digits = (random: Random, count: number): string => Array.from({ length: count }, () => random.int(0, 9)).join('');
const letters = (text: string): string => fold(text).toUpperCase().replace(/[^A-Z]/g, '');
const slug = (text: string): string => fold(text).replace(/[^a-z0-9]+/g, '');

/** An RFC built as the SAT does it (name letters, date, homoclave, check digit): valid by construction. */
function rfcFor(random: Random, nameLetters: string): string {
  const year = random.int(1950, 2012);
  const date = `${String(year % 100).padStart(2, '0')}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`;
  const body = `${nameLetters}${date}${random.pick(homoclave)}${random.pick(homoclave)}`;
  return body + rfcCheckDigit(body);
}

const firstVowel = (text: string): string => /[AEIOU]/.exec(text.slice(1))?.[0] ?? 'X';

function mexicanParty(random: Random): SeedParty {
  const [state, city, postal, area] = random.pick(mxCities);
  const address: Address = {
    street: `${random.pick(mxStreets)} ${random.int(1, 2999)}, Col. ${random.pick(mxNeighbourhoods)}`,
    city,
    state,
    postalCode: `${postal}${digits(random, 3)}`,
    country: 'MX',
  };
  const phone = `+52 ${area} ${digits(random, 10 - area.length).replace(/(\d{3,4})(\d{4})$/, '$1 $2')}`;
  if (random.chance(0.6)) {
    const kind = random.pick(mxCompanyKinds);
    const core = random.pick(mxCompanyNames);
    const name = `${kind} ${core} ${random.pick(mxCompanySuffixes)}`;
    const words = `${kind} ${core}`.split(' ').filter((w) => !['de', 'del', 'la', 'las', 'los', 'el', 'y'].includes(w.toLowerCase()));
    const initials = (words.map((w) => letters(w)[0] ?? '').join('') + letters(words.at(-1) ?? 'X').slice(1)).slice(0, 3).padEnd(3, 'X');
    return { name, taxId: rfcFor(random, initials), email: `contacto@${slug(core)}${random.int(1, 99)}.com.mx`, phone, address };
  }
  const first = random.pick(mxFirstNames);
  const paternal = random.pick(mxSurnames);
  const maternal = random.pick(mxSurnames);
  const p = letters(paternal);
  const initials = `${p[0]}${firstVowel(p)}${letters(maternal)[0]}${letters(first)[0]}`;
  const email = `${slug(first)}.${slug(paternal)}${random.int(1, 999)}@${random.pick(['gmail.com', 'hotmail.com', 'outlook.com', 'prodigy.net.mx'])}`;
  return { name: `${first} ${paternal} ${maternal}`, taxId: rfcFor(random, initials), email, phone, address };
}

function americanParty(random: Random): SeedParty {
  const [state, city, zip, area] = random.pick(usCities);
  const address: Address = {
    street: `${random.int(10, 9999)} ${random.pick(usStreets)}${random.chance(0.3) ? `, Suite ${random.int(1, 9)}00` : ''}`,
    city,
    state,
    postalCode: `${zip}${digits(random, 2)}`,
    country: 'US',
  };
  const phone = `+1 (${area}) 555-${digits(random, 4)}`;
  const taxId = `${random.pick(einPrefixes)}-${digits(random, 7)}`;
  if (random.chance(0.7)) {
    const core = random.pick(usCompanyNames);
    const name = `${core} ${random.pick(usCompanyKinds)} ${random.pick(usCompanySuffixes)}`;
    return { name, taxId, email: `info@${slug(core)}${random.int(1, 99)}.com`, phone, address };
  }
  const first = random.pick(usFirstNames);
  const last = random.pick(usSurnames);
  return { name: `${first} ${last}`, taxId, email: `${slug(first)}.${slug(last)}${random.int(1, 99)}@example.com`, phone, address };
}

/** A customer-like party (name, tax id, contact, address) of the locale. */
export const partyFor = (random: Random, locale: SeedLocale): SeedParty => (locale === 'MX' ? mexicanParty(random) : americanParty(random));

/** A warehouse address in a city of the locale. */
export function addressIn(random: Random, locale: SeedLocale, cityName: string): Address {
  const row = (locale === 'MX' ? mxCities : usCities).find(([, city]) => city === cityName) ?? (locale === 'MX' ? mxCities[0] : usCities[0]);
  const [state, city, postal] = row as readonly [string, string, string, string];
  return locale === 'MX'
    ? { street: `${random.pick(mxStreets)} ${random.int(1, 2999)}`, city, state, postalCode: `${postal}${digits(random, 5 - postal.length)}`, country: 'MX' }
    : { street: `${random.int(10, 9999)} ${random.pick(usStreets)}`, city, state, postalCode: `${postal}${digits(random, 5 - postal.length)}`, country: 'US' };
}

/** A person of the locale (es-MX: first name and both surnames; en-US: first and last), for employees and contacts. */
export function personFor(random: Random, locale: SeedLocale): { first: string; last: string; name: string } {
  if (locale === 'MX') {
    const first = random.pick(mxFirstNames);
    const last = random.pick(mxSurnames);
    return { first, last, name: `${first} ${last} ${random.pick(mxSurnames)}` };
  }
  const first = random.pick(usFirstNames);
  const last = random.pick(usSurnames);
  return { first, last, name: `${first} ${last}` };
}

import zlib from 'node:zlib';
import sharp from 'sharp';
import { PROFILE_SKILLS_MAX } from '@laufbahn/contracts/profile';
import { currentPosition, monthsFromNow, NEW_YORK, pastPosition, personalInformation } from './profile-test-helpers.ts';

/**
 * The calls the member's profile (`/api/career/my_profile/…`) and a generated profile
 * (`/api/career/generated_profiles/{id}/…`) have in common, and the input each must refuse. One table for both,
 * so the twins cannot drift apart: generated-profile-twins.test.ts runs every case against each of them.
 */
export type TwinCall =
  | 'personalInformation'
  | 'contactDetails'
  | 'professionalInformation'
  | 'currentPosition'
  | 'addPastPosition'
  | 'editPastPosition'
  | 'deletePosition'
  | 'convertPosition'
  | 'getPicture'
  | 'uploadPicture'
  | 'recropPicture'
  | 'deletePicture'
  | 'pictureImage';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** A body: an object is sent as JSON, a string as it is (for malformed bodies). */
type Body = () => unknown;

export const FULL_CROP = { x: 0, y: 0, width: 1000, height: 1000 };

/** A one-colour JPEG as base64. */
export const jpegBase64 = async (width = 400, height = 600) =>
  (
    await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .jpeg()
      .toBuffer()
  ).toString('base64');

/** A small PNG whose header claims 20000×20000 pixels. */
async function decompressionBomb() {
  const small = await sharp({ create: { width: 200, height: 300, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  const bomb = Buffer.from(small);
  bomb.writeUInt32BE(20_000, 16);
  bomb.writeUInt32BE(20_000, 20);
  bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
  return bomb.toString('base64');
}

const professionalInformation = (overrides: Record<string, unknown> = {}) => ({
  currentSalaryRangeId: 9,
  managementExperienceId: 4,
  skills: ['Controlling', 'IFRS'],
  ...overrides,
});

/** Each call: its method and a body it accepts (none for calls without one). */
export const TWIN_CALLS: Record<TwinCall, { method: Method; valid?: Body }> = {
  personalInformation: { method: 'PATCH', valid: () => personalInformation() },
  contactDetails: { method: 'PATCH', valid: () => ({ phoneNumber: '+49 30 901820' }) },
  professionalInformation: { method: 'PATCH', valid: () => professionalInformation() },
  currentPosition: { method: 'PATCH', valid: () => currentPosition() },
  addPastPosition: { method: 'POST', valid: () => pastPosition() },
  editPastPosition: { method: 'PATCH', valid: () => pastPosition({ title: 'Geändert' }) },
  deletePosition: { method: 'DELETE' },
  convertPosition: { method: 'POST' },
  getPicture: { method: 'GET' },
  uploadPicture: { method: 'POST', valid: async () => ({ picture: await jpegBase64(), dimensions: FULL_CROP }) },
  recropPicture: { method: 'PATCH', valid: () => ({ dimensions: { x: 0, y: 0, width: 1000, height: 500 } }) },
  deletePicture: { method: 'DELETE' },
  pictureImage: { method: 'GET' },
};

export interface RefusedCase {
  call: TwinCall;
  name: string;
  body?: Body;
  /** The position in the path, when not the profile's past position: a string for ids that cannot exist. */
  positionId?: string;
  /** 422 unless said otherwise. */
  status?: number;
  code?: string;
  /**
   * The answer's `error.fields`, exactly; `undefined` for errors without fields. A function where the twins name a
   * path parameter differently (`id` for the member's own position, `positionId` for a generated profile's).
   */
  fields?: Record<string, string[]> | ((positionParam: string) => Record<string, string[]>);
}

const now = new Date();
const seventeen = { day: 1, month: 1, year: now.getUTCFullYear() - 17 };
const nextYear = { day: 1, month: 1, year: now.getUTCFullYear() + 1 };
const nextMonth = monthsFromNow(1);
const HUGE = 'x'.repeat(100_000);

const one = (field: string, key: string) => ({ [field]: [`validation.${key}`] });

// ——— personal information ———

const personal: [string, Record<string, unknown>, Record<string, string[]>][] = [
  ['a name with digits', { name: 'Anna2' }, one('name', 'nameDigits')],
  ['a last name with digits', { lastName: 'Berger 3' }, one('lastName', 'nameDigits')],
  ['a blank name', { name: '   ' }, one('name', 'required')],
  ['no name', { name: undefined }, one('name', 'required')],
  ['no last name', { lastName: null }, one('lastName', 'invalidType')],
  ['a name of 101 characters', { name: 'x'.repeat(101) }, one('name', 'tooLong')],
  ['a last name of 101 characters', { lastName: 'x'.repeat(101) }, one('lastName', 'tooLong')],
  ['a city of 101 characters', { city: 'x'.repeat(101) }, one('city', 'tooLong')],
  ['a huge name', { name: HUGE }, one('name', 'tooLong')],
  ['a name with a control character', { name: 'Anna\u0007' }, one('name', 'invalid')],
  ['a name with NUL', { name: 'An\u0000na' }, one('name', 'invalid')],
  ['a city with NUL', { city: 'Mün\u0000chen' }, one('city', 'invalid')],
  ['a name of the wrong type', { name: 7 }, one('name', 'invalidType')],
  ['a member under 18', { dateOfBirth: seventeen }, one('dateOfBirth', 'tooYoung')],
  [
    'a birth date in the future',
    { dateOfBirth: nextYear },
    { dateOfBirth: ['validation.dateInFuture', 'validation.tooYoung'] },
  ],
  ['the 31st of February', { dateOfBirth: { day: 31, month: 2, year: 1980 } }, one('dateOfBirth', 'dateInvalid')],
  [
    'month 13',
    { dateOfBirth: { day: 1, month: 13, year: 1980 } },
    { 'dateOfBirth.month': ['validation.dateInvalid'], dateOfBirth: ['validation.dateInvalid'] },
  ],
  ['a birth date as a string', { dateOfBirth: '1971-03-08' }, one('dateOfBirth', 'invalidType')],
  [
    'an unknown field in the birth date',
    { dateOfBirth: { day: 8, month: 3, year: 1971, hour: 4 } },
    one('dateOfBirth.hour', 'unknownField'),
  ],
  ['an unknown gender', { genderId: 4 }, one('genderId', 'invalidOption')],
  ['a gender as a string', { genderId: '2' }, one('genderId', 'invalidType')],
  ['no gender', { genderId: undefined }, one('genderId', 'required')],
  ['an unknown country', { countryId: 999_999 }, one('countryId', 'invalidOption')],
  ['a country as a code', { countryId: 'DE' }, one('countryId', 'invalidType')],
  ['an unknown city id', { geoCodeId: 999_999_999 }, one('geoCodeId', 'invalidOption')],
  ['a city outside the country', { geoCodeId: NEW_YORK }, one('geoCodeId', 'invalidOption')],
  ['a city id beyond integers', { geoCodeId: 99_999_999_999 }, one('geoCodeId', 'invalid')],
  ['an unknown field', { isAdmin: true }, one('isAdmin', 'unknownField')],
];

// ——— contact details ———

const contact: [string, unknown, Record<string, string[]>][] = [
  ['a number too short for Germany', { phoneNumber: '0151 23' }, one('phoneNumber', 'phoneInvalid')],
  ['a British national number', { phoneNumber: '020 7946 0958' }, one('phoneNumber', 'phoneInvalid')],
  ['an incomplete international number', { phoneNumber: '+1 212' }, one('phoneNumber', 'phoneInvalid')],
  ['words', { phoneNumber: 'call me' }, one('phoneNumber', 'phoneInvalid')],
  ['an empty number', { phoneNumber: '' }, { phoneNumber: ['validation.required', 'validation.phoneInvalid'] }],
  ['no number', {}, one('phoneNumber', 'required')],
  ['a number of the wrong type', { phoneNumber: 4930901820 }, one('phoneNumber', 'invalidType')],
  [
    'a huge number',
    { phoneNumber: '1'.repeat(5000) },
    { phoneNumber: ['validation.tooLong', 'validation.phoneInvalid'] },
  ],
  [
    'a number with NUL',
    { phoneNumber: '+49 30 9018\u000020' },
    { phoneNumber: ['validation.invalid', 'validation.phoneInvalid'] },
  ],
  ['an unknown field', { phoneNumber: '+49 30 901820', email: 'x@y.z' }, one('email', 'unknownField')],
];

// ——— professional information ———

const professional: [string, Record<string, unknown>, Record<string, string[]>][] = [
  ['an unknown salary range', { currentSalaryRangeId: 999 }, one('currentSalaryRangeId', 'invalidOption')],
  ['an unknown leadership experience', { managementExperienceId: 6 }, one('managementExperienceId', 'invalidOption')],
  ['leadership experience as text', { managementExperienceId: 'viel' }, one('managementExperienceId', 'invalidType')],
  ['the same skill twice', { skills: ['IFRS', 'ifrs'] }, one('skills', 'duplicateItems')],
  [
    'too many skills',
    { skills: Array.from({ length: PROFILE_SKILLS_MAX + 1 }, (_, i) => `Skill ${i}`) },
    one('skills', 'tooManyItems'),
  ],
  ['a skill of 101 characters', { skills: ['x'.repeat(101)] }, one('skills.0', 'tooLong')],
  ['an empty skill', { skills: ['IFRS', ''] }, one('skills.1', 'required')],
  ['a skill with a control character', { skills: ['IF\u001bRS'] }, one('skills.0', 'invalid')],
  ['skills as text', { skills: 'IFRS' }, one('skills', 'invalidType')],
  ['an unknown field', { hobbies: ['Golf'] }, one('hobbies', 'unknownField')],
];

// ——— positions (current, new past and edited past alike) ———

const position: [string, Record<string, unknown>, Record<string, string[]>][] = [
  ['start month 13', { startDate: { month: 13, year: 2010 } }, one('startDate.month', 'dateInvalid')],
  ['start year 1800', { startDate: { month: 1, year: 1800 } }, one('startDate.year', 'dateInvalid')],
  ['no start date', { startDate: null }, one('startDate', 'required')],
  ['a start date as text', { startDate: '2015-01' }, one('startDate', 'invalidType')],
  ['a title of 101 characters', { title: 'x'.repeat(101) }, one('title', 'tooLong')],
  ['a huge title', { title: HUGE }, one('title', 'tooLong')],
  ['an empty title', { title: '' }, one('title', 'required')],
  ['a title of the wrong type', { title: 42 }, one('title', 'invalidType')],
  ['a title with NUL', { title: 'CF\u0000O' }, one('title', 'invalid')],
  ['a company of 101 characters', { companyName: 'x'.repeat(101) }, one('companyName', 'tooLong')],
  ['no company', { companyName: undefined }, one('companyName', 'required')],
  ['a city of 101 characters', { city: 'x'.repeat(101) }, one('city', 'tooLong')],
  ['a description of 1001 characters', { description: 'x'.repeat(1001) }, one('description', 'tooLong')],
  ['a description with NUL', { description: 'a\u0000b' }, one('description', 'invalid')],
  ['an unknown career level', { careerLevelId: 8 }, one('careerLevelId', 'invalidOption')],
  ['a career level as text', { careerLevelId: 'senior' }, one('careerLevelId', 'invalidType')],
  ['an unknown function', { functionId: 999 }, one('functionId', 'invalidOption')],
  ['an unknown industry', { industryId: 999 }, one('industryId', 'invalidOption')],
  ['an unknown country', { countryId: 999 }, one('countryId', 'invalidOption')],
  ['an unknown city', { geoCodeId: 1 }, one('geoCodeId', 'invalidOption')],
  ['a city outside the country', { geoCodeId: NEW_YORK }, one('geoCodeId', 'invalidOption')],
  ['an unknown field', { salary: 100_000 }, one('salary', 'unknownField')],
];

const past: [string, Record<string, unknown>, Record<string, string[]>][] = [
  // A past position has ended by now: a start in the future is also after its end.
  [
    'a start date in the future',
    { startDate: nextMonth },
    {
      startDate: ['validation.dateInFuture', 'validation.startAfterEnd'],
      endDate: ['validation.endBeforeStart'],
    },
  ],
  ['no end date', { endDate: undefined }, one('endDate', 'endDateRequired')],
  ['a null end date', { endDate: null }, one('endDate', 'endDateRequired')],
  ['an end date in the future', { endDate: nextMonth }, one('endDate', 'dateInFuture')],
  ['end month 0', { endDate: { month: 0, year: 2019 } }, one('endDate.month', 'dateInvalid')],
  [
    'a start after the end',
    { startDate: { month: 5, year: 2020 }, endDate: { month: 4, year: 2020 } },
    { startDate: ['validation.startAfterEnd'], endDate: ['validation.endBeforeStart'] },
  ],
  ['an identifier (only the current position has one)', { identifier: 1 }, one('identifier', 'unknownField')],
];

const current: [string, Record<string, unknown>, Record<string, string[]>][] = [
  ['a start date in the future', { startDate: nextMonth }, one('startDate', 'dateInFuture')],
  ['an end date', { endDate: { month: 1, year: 2020 } }, one('endDate', 'invalid')],
  ['an identifier as text', { identifier: 'abc' }, one('identifier', 'invalidType')],
  ['a negative identifier', { identifier: -1 }, one('identifier', 'invalidType')],
];

// ——— the picture ———

/** Bodies of an upload, given a valid picture. */
const pictureBodies: [string, (picture: string) => unknown, Record<string, string[]>][] = [
  ['no picture', () => ({ dimensions: FULL_CROP }), one('picture', 'required')],
  ['no crop', (picture) => ({ picture }), one('dimensions', 'required')],
  ['a picture of the wrong type', () => ({ picture: 12, dimensions: FULL_CROP }), one('picture', 'invalidType')],
  ['an empty picture', () => ({ picture: '', dimensions: FULL_CROP }), one('picture', 'required')],
  [
    'a crop left of the image',
    (picture) => ({ picture, dimensions: { ...FULL_CROP, x: -1 } }),
    one('dimensions.x', 'cropInvalid'),
  ],
  [
    'a crop wider than the image',
    (picture) => ({ picture, dimensions: { ...FULL_CROP, width: 1001 } }),
    { 'dimensions.width': ['validation.cropInvalid'], dimensions: ['validation.cropInvalid'] },
  ],
  [
    'a crop without height',
    (picture) => ({ picture, dimensions: { ...FULL_CROP, height: 0 } }),
    one('dimensions.height', 'cropInvalid'),
  ],
  [
    'a fractional crop',
    (picture) => ({ picture, dimensions: { ...FULL_CROP, x: 1.5 } }),
    one('dimensions.x', 'invalidType'),
  ],
  [
    'a crop as text',
    (picture) => ({ picture, dimensions: { ...FULL_CROP, y: '0' } }),
    one('dimensions.y', 'invalidType'),
  ],
  [
    'a crop beyond the right edge',
    (picture) => ({ picture, dimensions: { x: 500, y: 0, width: 600, height: 1000 } }),
    one('dimensions', 'cropInvalid'),
  ],
  [
    'an unknown crop field',
    (picture) => ({ picture, dimensions: { ...FULL_CROP, rotation: 90 } }),
    one('dimensions.rotation', 'unknownField'),
  ],
  ['an unknown field', (picture) => ({ picture, dimensions: FULL_CROP, name: 'me.jpg' }), one('name', 'unknownField')],
  ['a null crop', (picture) => ({ picture, dimensions: null }), one('dimensions', 'invalidType')],
];

const picture: RefusedCase[] = [
  ...pictureBodies.map(([name, body, fields]): RefusedCase => ({
    call: 'uploadPicture',
    name,
    body: async () => body(await jpegBase64()),
    fields,
  })),
  {
    call: 'uploadPicture',
    name: 'a picture smaller than 112×150',
    body: async () => ({ picture: await jpegBase64(100, 100), dimensions: FULL_CROP }),
    fields: one('picture', 'imageTooSmall'),
  },
  {
    call: 'uploadPicture',
    name: 'a crop smaller than 112×150 pixels',
    body: async () => ({ picture: await jpegBase64(400, 600), dimensions: { x: 0, y: 0, width: 200, height: 1000 } }),
    fields: one('dimensions', 'imageTooSmall'),
  },
  {
    call: 'uploadPicture',
    name: 'a PDF',
    body: () => ({
      picture: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n').toString('base64'),
      dimensions: FULL_CROP,
    }),
    status: 415,
    code: 'unsupported_media_type',
    fields: one('picture', 'imageInvalid'),
  },
  {
    call: 'uploadPicture',
    name: 'text that is not base64',
    body: () => ({ picture: 'this is not base64 at all!', dimensions: FULL_CROP }),
    status: 415,
    code: 'unsupported_media_type',
    fields: one('picture', 'imageInvalid'),
  },
  {
    call: 'uploadPicture',
    name: 'a picture just over 3 MB',
    body: () => ({ picture: Buffer.alloc(3 * 1024 * 1024 + 1, 1).toString('base64'), dimensions: FULL_CROP }),
    status: 413,
    code: 'payload_too_large',
    fields: one('picture', 'imageTooLarge'),
  },
  {
    call: 'uploadPicture',
    name: 'a body beyond the route limit',
    body: () => ({ picture: 'A'.repeat(6 * 1024 * 1024), dimensions: FULL_CROP }),
    status: 413,
    code: 'payload_too_large',
    fields: one('picture', 'imageTooLarge'),
  },
  {
    call: 'uploadPicture',
    name: 'a decompression bomb',
    body: async () => ({ picture: await decompressionBomb(), dimensions: FULL_CROP }),
    status: 413,
    code: 'payload_too_large',
    fields: one('picture', 'imageTooLarge'),
  },
  { call: 'recropPicture', name: 'no crop', body: () => ({}), fields: one('dimensions', 'required') },
  {
    call: 'recropPicture',
    name: 'a crop smaller than 150 pixels high',
    body: () => ({ dimensions: { x: 0, y: 0, width: 1000, height: 200 } }),
    fields: one('dimensions', 'imageTooSmall'),
  },
  {
    call: 'recropPicture',
    name: 'a crop above the image',
    body: () => ({ dimensions: { ...FULL_CROP, y: -5 } }),
    fields: one('dimensions.y', 'cropInvalid'),
  },
  {
    call: 'recropPicture',
    name: 'a null picture',
    body: () => ({ dimensions: FULL_CROP, picture: null }),
    fields: one('picture', 'invalidType'),
  },
  {
    call: 'recropPicture',
    name: 'a new picture smaller than 112×150',
    body: async () => ({ picture: await jpegBase64(100, 100), dimensions: FULL_CROP }),
    fields: one('picture', 'imageTooSmall'),
  },
  {
    call: 'recropPicture',
    name: 'a new picture that is not an image',
    body: () => ({ picture: Buffer.from('GIF87a').toString('base64'), dimensions: FULL_CROP }),
    status: 415,
    code: 'unsupported_media_type',
    fields: one('picture', 'imageInvalid'),
  },
  {
    call: 'recropPicture',
    name: 'a new picture over 3 MB',
    body: () => ({ picture: Buffer.alloc(3 * 1024 * 1024 + 1, 1).toString('base64'), dimensions: FULL_CROP }),
    status: 413,
    code: 'payload_too_large',
    fields: one('picture', 'imageTooLarge'),
  },
  {
    call: 'recropPicture',
    name: 'an unknown field',
    body: () => ({ dimensions: FULL_CROP, extra: 1 }),
    fields: one('extra', 'unknownField'),
  },
];

// ——— odd input to every write ———

/**
 * Each write, the field of its body where the odd-input cases put a wrong value, and the keys a huge string there
 * gets (the picture calls have their own size rules above).
 */
const WRITES: Partial<Record<TwinCall, [string, string[]?]>> = {
  personalInformation: ['name', ['tooLong']],
  contactDetails: ['phoneNumber', ['tooLong', 'phoneInvalid']],
  professionalInformation: ['managementExperienceId', ['invalidType']],
  currentPosition: ['title', ['tooLong']],
  addPastPosition: ['companyName', ['tooLong']],
  editPastPosition: ['description', ['tooLong']],
  uploadPicture: ['picture'],
  recropPicture: ['picture'],
};
function oddInput(call: TwinCall, [field, hugeKeys]: [string, string[]?]): RefusedCase[] {
  const valid = async () => (await TWIN_CALLS[call].valid!()) as Record<string, unknown>;
  const malformed = { status: 400, code: 'malformed_request' };
  const cases: RefusedCase[] = [
    { call, name: 'an array body', body: async () => [await valid()], fields: one('body', 'invalidType') },
    { call, name: 'a null body', body: () => 'null', fields: one('body', 'invalidType') },
    { call, name: 'a string body', body: () => '"text"', fields: one('body', 'invalidType') },
    { call, name: 'a number body', body: () => '42', fields: one('body', 'invalidType') },
    { call, name: 'broken JSON', body: () => '{"broken": ', ...malformed },
    { call, name: 'an empty body', body: () => '', ...malformed },
    {
      call,
      name: `an object for ${field}`,
      body: async () => ({ ...(await valid()), [field]: { nested: true } }),
      fields: one(field, 'invalidType'),
    },
    {
      call,
      name: `an array for ${field}`,
      body: async () => ({ ...(await valid()), [field]: ['a', 'b'] }),
      fields: one(field, 'invalidType'),
    },
  ];
  if (hugeKeys) {
    cases.push(
      {
        call,
        name: `500 KB in ${field}`,
        body: async () => ({ ...(await valid()), [field]: 'x'.repeat(500_000) }),
        fields: { [field]: hugeKeys.map((key) => `validation.${key}`) },
      },
      {
        call,
        name: 'a body over the 1 MB limit',
        body: async () => ({ ...(await valid()), [field]: 'x'.repeat(1_100_000) }),
        status: 413,
        code: 'payload_too_large',
      },
    );
  }
  return cases;
}

// ——— ids in the path ———

const PATH_IDS: RefusedCase[] = (['editPastPosition', 'deletePosition', 'convertPosition'] as const).flatMap((call) => [
  {
    call,
    name: 'a position id that is not a number',
    positionId: 'abc',
    fields: (param: string) => one(param, 'invalidType'),
  },
  {
    call,
    name: 'a position id beyond integers',
    positionId: '99999999999',
    fields: (param: string) => one(param, 'invalid'),
  },
  { call, name: 'a negative position id', positionId: '-3', fields: (param: string) => one(param, 'invalidType') },
]);

/** Every refusal, each to be answered alike by both twins, changing nothing. */
export const REFUSED_CASES: RefusedCase[] = [
  ...personal.map(([name, overrides, fields]): RefusedCase => ({
    call: 'personalInformation',
    name,
    body: () => personalInformation(overrides),
    fields,
  })),
  ...contact.map(([name, body, fields]): RefusedCase => ({ call: 'contactDetails', name, body: () => body, fields })),
  ...professional.map(([name, overrides, fields]): RefusedCase => ({
    call: 'professionalInformation',
    name,
    body: () => professionalInformation(overrides),
    fields,
  })),
  ...[...position, ...current].map(([name, overrides, fields]): RefusedCase => ({
    call: 'currentPosition',
    name,
    body: () => currentPosition(overrides),
    fields,
  })),
  ...(['addPastPosition', 'editPastPosition'] as const).flatMap((call) =>
    [...position, ...past].map(([name, overrides, fields]): RefusedCase => ({
      call,
      name,
      body: () => pastPosition(overrides),
      fields,
    })),
  ),
  ...picture,
  ...Object.entries(WRITES).flatMap(([call, field]) => oddInput(call as TwinCall, field!)),
  ...PATH_IDS,
];

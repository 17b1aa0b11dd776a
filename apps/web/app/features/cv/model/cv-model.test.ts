import { describe, expect, it } from 'vitest';
import { CV_PROBLEMS, type GeneratedProfile, type GeneratedProfileStatusAnswer } from '@laufbahn/contracts/cv';
import { LIMITS } from '@laufbahn/contracts/limits';
import type { Position } from '@laufbahn/contracts/profile';
import { ApiError } from '../../../lib/api-client.ts';
import { uncertainFields } from './confidence.ts';
import { checkCvFile } from '../../../lib/cv-file/file-check.ts';
import { stageStates } from './stages.ts';
import { uploadFromParams } from './upload-params.ts';
import { uploadProblem } from '../../../lib/cv-file/upload-problem.ts';

describe('checkCvFile', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type });

  it('accepts PDF, DOCX and DOC up to 3 MB, by name or by declared type', () => {
    expect(checkCvFile(file('Lebenslauf.PDF', 1000))).toBeNull();
    expect(checkCvFile(file('cv.docx', LIMITS.cvMaxBytes))).toBeNull();
    expect(checkCvFile(file('cv.doc', 10))).toBeNull();
    expect(checkCvFile(file('download', 10, 'application/pdf'))).toBeNull();
  });

  it('refuses other types, larger files and empty ones before uploading', () => {
    expect(checkCvFile(file('cv.odt', 10, 'application/vnd.oasis.opendocument.text'))).toBe(
      CV_PROBLEMS.invalidFileFormat,
    );
    expect(checkCvFile(file('photo.jpg', 10, 'image/jpeg'))).toBe(CV_PROBLEMS.invalidFileFormat);
    expect(checkCvFile(file('cv.pdf', LIMITS.cvMaxBytes + 1))).toBe(CV_PROBLEMS.fileTooLarge);
    expect(checkCvFile(file('cv.pdf', 0))).toBe(CV_PROBLEMS.empty);
  });
});

describe('uploadProblem', () => {
  it('reads the status and the CV problem the server named', () => {
    expect(uploadProblem(new ApiError(413, 'payload_too_large'))).toBe(CV_PROBLEMS.fileTooLarge);
    expect(uploadProblem(new ApiError(415, 'unsupported_media_type'))).toBe(CV_PROBLEMS.invalidFileFormat);
    expect(uploadProblem(new ApiError(422, 'validation_failed', { upload_file: [CV_PROBLEMS.encrypted] }))).toBe(
      CV_PROBLEMS.encrypted,
    );
    expect(uploadProblem(new ApiError(0, 'network'))).toBe('network');
    expect(uploadProblem(new ApiError(500, 'internal'))).toBe(CV_PROBLEMS.uploadFailed);
    expect(uploadProblem(new Error('boom'))).toBe(CV_PROBLEMS.uploadFailed);
  });
});

describe('stageStates', () => {
  const at = (status: GeneratedProfileStatusAnswer['status'], stages: GeneratedProfileStatusAnswer['stages'] = []) =>
    stageStates({ id: 1, status, stages }).map((entry) => entry.state);

  it('is uploading before the first answer', () => {
    expect(stageStates(undefined).map((entry) => entry.state)).toEqual([
      'active',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
  });

  it('marks the stages before the current one done and the later ones waiting', () => {
    expect(at('extracting')).toEqual(['done', 'done', 'active', 'waiting', 'waiting', 'waiting']);
    expect(at('ready')).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
  });

  it('puts a failure on the last stage that began', () => {
    const began = (status: GeneratedProfileStatusAnswer['status']) => ({ status, startedAt: '2026-01-01T00:00:00Z' });
    expect(at('failed', [began('uploading'), began('scanning'), began('failed')])).toEqual([
      'done',
      'failed',
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
  });
});

describe('uploadFromParams', () => {
  it('reads the upload from the address and refuses what cannot name one', () => {
    expect(uploadFromParams({ uploadId: '7', token: 'abc', fileName: 'CV Eva.pdf', fileSize: '2048' })).toEqual({
      id: 7,
      token: 'abc',
      fileName: 'CV Eva.pdf',
      fileSize: 2048,
    });
    expect(uploadFromParams({ uploadId: 'x', token: 'abc', fileName: 'a.pdf', fileSize: '1' })).toBeNull();
    expect(uploadFromParams({ uploadId: '7', token: 'abc', fileName: 'a.pdf', fileSize: '-1' })).toBeNull();
  });
});

describe('uncertainFields', () => {
  const position: Position = {
    identifier: 11,
    title: 'CFO',
    companyName: 'Muster AG',
    companyId: null,
    startDate: { month: 1, year: 2020 },
    endDate: null,
    current: true,
    geoCodeId: null,
    countryId: null,
    city: null,
    careerLevelId: 6,
    functionId: 3,
    industryId: null,
    description: null,
  };
  const profile = {
    personalInformation: { name: 'Eva', lastName: 'Muster', city: null },
    contactDetails: { phoneNumber: '+498912345', email: null },
    professionalInformation: { skills: [] },
    currentPosition: position,
    pastPositions: [],
    confidence: { name: 0.95, lastName: 0.5, city: 0.2, phoneNumber: 0.69, email: 0.1, skills: 0.3 },
    positionConfidence: { '11': { careerLevel: 0.4, function: 0.9, industry: 0.1 } },
    positionChecks: {},
  } as unknown as GeneratedProfile;

  it('lists values found but read with less than 0.7 confidence; empty ones are left out', () => {
    expect([...uncertainFields(profile)].sort()).toEqual(['lastName', 'phoneNumber', 'positions.11.careerLevelId']);
  });

  it('lists the position fields the extraction marked, of positions the profile still has', () => {
    const marked = {
      ...profile,
      positionChecks: {
        '11': [{ field: 'startDate', reason: 'yearOnly' }],
        '99': [{ field: 'endDate', reason: 'secondCurrentRole' }],
      },
    } as GeneratedProfile;
    expect([...uncertainFields(marked)].filter((field) => field.startsWith('positions.')).sort()).toEqual([
      'positions.11.careerLevelId',
      'positions.11.startDate',
    ]);
  });
});

import type { CareerStep, careerStepBody } from '@laufbahn/contracts/career-goal';
import { CAREER_GOAL_LIMITS } from '@laufbahn/contracts/career-goal';
import { VALIDATION } from '@laufbahn/contracts/errors';
import type { Language } from '@laufbahn/i18n/languages';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, validationFailed, type FieldErrors } from '../../lib/app-error.ts';
import type { WriteMeta } from '../../lib/request-meta.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { referenceRepository } from '../reference/reference.repository.ts';
import { careerGoalRepository, type CareerStepValues } from './career-goal.repository.ts';

/** A checked body (defaults applied), as the routes hand it over. */
export type CareerStepInput = z.output<typeof careerStepBody>;

/** A goal's taxonomy fields and the taxonomy each names (the onboarding draft's goal fields too). */
export const GOAL_TAXONOMY_FIELDS = [
  ['careerLevelIds', 'careerLevel'],
  ['functionIds', 'function'],
  ['industryIds', 'industry'],
] as const;

const valuesOf = (body: CareerStepInput): CareerStepValues => ({
  careerLevelIds: body.careerLevelIds,
  functionIds: body.functionIds,
  industryIds: body.industryIds,
  locations: body.locations.map(({ geoCodeId, radiusKm }) => ({ geoCodeId, radiusKm })),
  openToOtherLocations: body.openToOtherLocations,
  willingnessToTravel: body.willingnessToTravel,
  workplacePreference: body.workplacePreference,
  targetSalary: body.targetSalary,
});

export function careerGoalService(db: Db) {
  const goals = careerGoalRepository(db);
  const reference = referenceRepository(db);

  /** Every id must name something that exists: 422 `validation.invalidOption` on each field that does not. */
  async function checkReferences(values: CareerStepValues) {
    const fields: FieldErrors = {};
    for (const [field, taxonomy] of GOAL_TAXONOMY_FIELDS) {
      const known = await reference.existingIds(taxonomy, values[field]);
      if (values[field].some((id) => !known.has(id))) fields[field] = [VALIDATION.invalidOption];
    }
    const cityIds = values.locations.map((location) => location.geoCodeId);
    const knownCities = await reference.existingCityIds(cityIds);
    if (cityIds.some((id) => !knownCities.has(id))) fields.locations = [VALIDATION.invalidOption];
    if (Object.keys(fields).length > 0) throw validationFailed(fields);
  }

  /** Runs `work` in one transaction with the member's goals locked, and records the audit entry with it. */
  function write<T>(
    accountId: number,
    meta: WriteMeta,
    work: (repo: ReturnType<typeof careerGoalRepository>) => Promise<{ result: T; action: string; id: number }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const repo = careerGoalRepository(tx);
      await repo.lockAccount(accountId);
      const { result, action, id } = await work(repo);
      await recordAudit(tx, { accountId, actor: meta.actor, action, ip: meta.ip, details: { careerStepId: id } });
      return result;
    });
  }

  async function ownGoal(accountId: number, id: number, language: Language): Promise<CareerStep> {
    const goal = await goals.byIdForAccount(id, accountId, language);
    if (!goal) throw notFound('Career goal');
    return goal;
  }

  return {
    list: (accountId: number, language: Language) => goals.listForAccount(accountId, language),

    /** 409 beyond `CAREER_GOAL_LIMITS.maxGoals`; the currency is the country version's at creation. */
    async create(
      accountId: number,
      body: CareerStepInput,
      currency: string,
      meta: WriteMeta,
      language: Language,
    ): Promise<CareerStep> {
      const values = valuesOf(body);
      await checkReferences(values);
      return write(accountId, meta, async (repo) => {
        if ((await repo.countForAccount(accountId)) >= CAREER_GOAL_LIMITS.maxGoals) {
          throw new AppError('conflict', `At most ${CAREER_GOAL_LIMITS.maxGoals} career goals`);
        }
        const id = await repo.insert(accountId, values, currency);
        const result = (await repo.byIdForAccount(id, accountId, language))!;
        return { result, action: 'career_step.created', id };
      });
    },

    /** Replaces the goal's fields; another member's goal is a 404. */
    async update(
      accountId: number,
      id: number,
      body: CareerStepInput & { id?: number },
      meta: WriteMeta,
      language: Language,
    ): Promise<CareerStep> {
      if (body.id !== undefined && body.id !== id) throw validationFailed({ id: [VALIDATION.invalid] });
      await ownGoal(accountId, id, language);
      const values = valuesOf(body);
      await checkReferences(values);
      return write(accountId, meta, async (repo) => {
        if (!(await repo.update(id, accountId, values))) throw notFound('Career goal');
        const result = (await repo.byIdForAccount(id, accountId, language))!;
        return { result, action: 'career_step.updated', id };
      });
    },

    async remove(accountId: number, id: number, meta: WriteMeta): Promise<void> {
      await write(accountId, meta, async (repo) => {
        if (!(await repo.delete(id, accountId))) throw notFound('Career goal');
        return { result: undefined, action: 'career_step.deleted', id };
      });
    },
  };
}
export type CareerGoalService = ReturnType<typeof careerGoalService>;

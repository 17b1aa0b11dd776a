import type { z } from 'zod';
import { monthIndex, type MonthYear } from '@laufbahn/contracts/dates';
import type { currentPositionBody, pastPositionBody } from '@laufbahn/contracts/profile';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { optionChecks, throwIfInvalid } from './option-checks.ts';
import {
  positionRepository,
  type PositionFields,
  type PositionRepository,
  type PositionRow,
} from './position.repository.ts';
import type { WriteMeta } from '../../lib/request-meta.ts';

export type PastPosition = z.output<typeof pastPositionBody>;
export type CurrentPosition = z.output<typeof currentPositionBody>;

const startOf = (row: PositionRow): MonthYear => ({ month: row.startMonth, year: row.startYear });
const later = (a: MonthYear, b: MonthYear) => (monthIndex(a) >= monthIndex(b) ? a : b);

/**
 * Current and past positions of a profile. Only one position may be current: every change that makes a
 * position current runs in a transaction that first locks the profile row, so concurrent requests for
 * one profile take turns; the partial unique index `positions_one_current_per_profile` is the last line,
 * and its violation answers 409.
 */
export function positionService(db: Db) {
  const checks = optionChecks(db);
  const positions = positionRepository(db);

  /** Country, city and taxonomy ids must exist; the city name is filled from the city when empty. */
  async function checked<T extends PositionFields>(body: T): Promise<T> {
    const errors = {};
    const placed = await checks.place(body, errors);
    await checks.taxonomies(body, errors);
    throwIfInvalid(errors);
    return placed;
  }

  type AuditInTransaction = (action: string, details: Record<string, unknown>) => Promise<void>;

  /** Runs `work` in a transaction that holds the profile's row lock; its audit entries commit with it. */
  async function locked<T>(
    profileId: number,
    meta: WriteMeta,
    work: (repo: PositionRepository, record: AuditInTransaction) => Promise<T>,
  ): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        // Inside, everything goes through the transaction (PGlite has one connection: `db` would wait forever).
        const repo = positionRepository(tx);
        if (!(await repo.lockProfile(profileId))) throw notFound('Profile');
        return work(repo, (action, details) =>
          recordAudit(tx, {
            accountId: meta.accountId,
            actor: meta.actor,
            action,
            ip: meta.ip,
            details: { profileId, ...details },
          }),
        );
      });
    } catch (error) {
      if (isUniqueViolation(error, 'positions_one_current_per_profile')) {
        throw new AppError('conflict', 'Another current position was saved at the same time');
      }
      throw error;
    }
  }

  const audit = (meta: WriteMeta, action: string, profileId: number, details: Record<string, unknown>) =>
    recordAudit(db, {
      accountId: meta.accountId,
      actor: meta.actor,
      action,
      ip: meta.ip,
      details: { profileId, ...details },
    });

  return {
    /**
     * With the current position's `identifier`: edits it (any other identifier is a 404). Without: adds a
     * new current position, and the previous one becomes past, ending when the new one starts (or when it
     * started itself, if that was later). Answers the current position's id.
     */
    async saveCurrent(profileId: number, body: CurrentPosition, meta: WriteMeta): Promise<number> {
      const { identifier, ...fields } = body;
      const position = await checked(fields);
      return locked(profileId, meta, async (repo, record) => {
        if (identifier !== undefined) {
          if (!(await repo.update(profileId, identifier, position, { current: true }))) throw notFound('Position');
          await record('position.updated', { positionId: identifier, current: true });
          return identifier;
        }
        const previous = await repo.current(profileId);
        if (previous) await repo.endCurrent(profileId, previous.id, later(startOf(previous), position.startDate));
        const id = await repo.insert(profileId, position, null);
        await record('position.created', { positionId: id, current: true, previousCurrentId: previous?.id ?? null });
        return id;
      });
    },

    async addPast(profileId: number, body: PastPosition, meta: WriteMeta): Promise<number> {
      const position = await checked(body);
      // Without an end date it is held alongside the current position: still not the current one.
      const id = await positions.insert(profileId, position, body.endDate, false);
      await audit(meta, 'position.created', profileId, { positionId: id, current: false });
      return id;
    },

    /** Edits a past position of the profile; anything else (the current one too) is a 404. */
    async updatePast(profileId: number, positionId: number, body: PastPosition, meta: WriteMeta): Promise<void> {
      const position = await checked(body);
      const updated = await positions.update(profileId, positionId, position, {
        current: false,
        endDate: body.endDate,
      });
      if (!updated) throw notFound('Position');
      await audit(meta, 'position.updated', profileId, { positionId, current: false });
    },

    /** Deletes any position of the profile, the current one included. */
    async remove(profileId: number, positionId: number, meta: WriteMeta): Promise<void> {
      const deleted = await positions.delete(profileId, positionId);
      if (!deleted) throw notFound('Position');
      await audit(meta, 'position.deleted', profileId, { positionId, current: deleted.current });
    },

    /**
     * In one transaction: the past position becomes current (its end date cleared) and the previous
     * current one, if any, becomes past, ending at the later of its own start and the converted one's.
     */
    async convertToCurrent(profileId: number, positionId: number, meta: WriteMeta): Promise<void> {
      await locked(profileId, meta, async (repo, record) => {
        const target = await repo.byId(profileId, positionId);
        if (!target || target.current) throw notFound('Position');
        const previous = await repo.current(profileId);
        if (previous) await repo.endCurrent(profileId, previous.id, later(startOf(previous), startOf(target)));
        await repo.makeCurrent(profileId, positionId);
        await record('position.converted', { positionId, previousCurrentId: previous?.id ?? null });
      });
    },
  };
}
export type PositionService = ReturnType<typeof positionService>;

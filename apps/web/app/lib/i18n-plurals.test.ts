import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { allResources } from './i18n-resources.server.ts';

const t = (language: Parameters<typeof createI18n>[0], count: number) =>
  createI18n(language, allResources).t('jobs:trends.newPositions', { count, number: String(count) });

describe('plural forms as i18next picks them', () => {
  it('say one position in the singular and more in the plural', () => {
    expect(t('DE', 1)).toBe('1 neue Stelle');
    expect(t('DE', 2)).toBe('2 neue Stellen');
    expect(t('EN_GB', 1)).toBe('1 new job');
    expect(t('FR', 0)).toBe('0 nouveau poste');
    expect(t('FR', 3)).toBe('3 nouveaux postes');
  });

  it('have the "many" form French, Italian and Spanish use for round millions, so nothing falls back to German', () => {
    expect(t('FR', 1_000_000)).toBe('1000000 nouveaux postes');
    expect(t('IT', 1_000_000)).toBe('1000000 nuove offerte');
    expect(t('ES', 1_000_000)).toBe('1000000 empleos nuevos');
  });

  it('choose a filter count in French by the number of active filters', () => {
    const i18n = createI18n('FR', allResources);
    expect(i18n.t('jobs:filters.showCount', { count: 1, number: '1' })).toBe('Afficher les filtres (1 actif)');
  });
});

import { describe, expect, it } from 'vitest';
import { splitName, stripTitles } from './name-split.ts';

describe('splitName', () => {
  it.each([
    ['Anna Berg', 'Anna', 'Berg'],
    ['Dr. Anna-Lena van der Berg', 'Anna-Lena', 'van der Berg'],
    ['Prof. Dr. Jörg Müller-Lüdenscheidt', 'Jörg', 'Müller-Lüdenscheidt'],
    ['Dipl.-Ing. Karl-Heinz von Weizsäcker, MBA', 'Karl-Heinz', 'von Weizsäcker'],
    ['Jean DUPONT', 'Jean', 'Dupont'],
    ['DUPONT Jean-Pierre', 'Jean-Pierre', 'Dupont'],
    ['Berg, Anna', 'Anna', 'Berg'],
    ['María de la Fuente', 'María', 'de la Fuente'],
    ['Jordi Puig i Soler', 'Jordi', 'Puig i Soler'],
    ['ANNA VAN DER BERG', 'Anna', 'van der Berg'],
    ['Mag. Eva Maria Huber', 'Eva Maria', 'Huber'],
    ['Dott.ssa Giulia Rossi', 'Giulia', 'Rossi'],
    ['Ir. Pieter de Vries', 'Pieter', 'de Vries'],
    ['Sarah O’Connor, CFA', 'Sarah', 'O’Connor'],
  ])('splits %s', (full, first, last) => {
    expect(splitName(full)).toEqual({ first, last });
  });

  it('gives Spanish names two surnames when asked', () => {
    expect(splitName('José Ignacio Márquez Ruiz', { doubleSurname: true })).toEqual({
      first: 'José Ignacio',
      last: 'Márquez Ruiz',
    });
    expect(splitName('Lucía Fernández García', { doubleSurname: true })).toEqual({
      first: 'Lucía',
      last: 'Fernández García',
    });
  });

  it('strips titles around a name and refuses a single word', () => {
    expect(stripTitles('Dr. rer. nat. Eva Klein (geb. Weiß)')).toBe('Eva Klein');
    expect(splitName('Dr. Klein')).toBeNull();
  });
});

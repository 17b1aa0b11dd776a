import type { Persona } from '../model.ts';
import { germanPersonas } from './de.ts';
import { englishPersonas } from './en.ts';
import { spanishPersonas } from './es.ts';
import { frenchPersonas } from './fr.ts';
import { italianPersonas } from './it.ts';
import { dutchPersonas } from './nl.ts';

export const personas: Persona[] = [
  ...germanPersonas,
  ...englishPersonas,
  ...frenchPersonas,
  ...italianPersonas,
  ...dutchPersonas,
  ...spanishPersonas,
];

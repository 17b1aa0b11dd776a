/**
 * A LaTeX CV on the moderncv class (classic style, letter icons so no icon font is needed):
 * `\cventry{dates}{title}{employer}{city}{}{description}` prints "dates | Title, Employer, City.".
 */
import { printedRange } from './dates.ts';
import { printedName, type HoldoutPersona } from './personas.ts';

const BABEL: Record<string, string> = {
  de: 'ngerman',
  en: 'english',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  es: 'spanish,es-minimal',
};

export function tex(text: string): string {
  return text
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}')
    .replace(/’/g, "'");
}

export function moderncvTex(persona: HoldoutPersona): string {
  const w = persona.words;
  const printed = printedName(persona);
  // moderncv takes first and last name apart; credentials stay where the person writes them.
  const lastSpace = printed.lastIndexOf(' ');
  const [first, last] =
    persona.nameStyle === 'caps-first'
      ? [persona.lastName.toUpperCase(), persona.firstName]
      : persona.nameStyle === 'suffix' || persona.nameStyle === 'prefix-suffix'
        ? [printed.slice(0, printed.indexOf(persona.lastName)).trim(), printed.slice(printed.indexOf(persona.lastName))]
        : [printed.slice(0, lastSpace), printed.slice(lastSpace + 1)];
  const entries = persona.positions
    .map(
      (p) =>
        `\\cventry{${tex(printedRange(persona, p)).replace(/--/g, '--')}}{${tex(p.title)}}{${tex(p.company)}}{${tex(p.city)}}{}{${p.bullets.map(tex).join(' ')}}`,
    )
    .join('\n');
  return String.raw`\documentclass[11pt,${persona.locale === 'en-US' ? 'letterpaper' : 'a4paper'},sans]{moderncv}
\moderncvstyle{classic}
\moderncvcolor{blue}
\moderncvicons{letters}
\usepackage[utf8]{inputenc}
\usepackage[T1]{fontenc}
\usepackage{lmodern}
\usepackage[${BABEL[persona.language]}]{babel}
\usepackage[scale=0.82]{geometry}
\name{${tex(first)}}{${tex(last)}}
\title{${tex(persona.headline)}}
\address{${tex(persona.street)}}{${tex(persona.city)}}{${tex(persona.country)}}
\phone[mobile]{${tex(persona.phone)}}
\email{${tex(persona.email)}}
\begin{document}
\makecvtitle
\section{${tex(w.headings.summary)}}
\cvitem{}{${tex(w.summary)}}
\section{${tex(w.headings.experience)}}
${entries}
\section{${tex(w.headings.education)}}
${persona.education.map((e) => `\\cventry{${e.from}--${e.to}}{${tex(e.degree)}}{${tex(e.school)}}{}{}{}`).join('\n')}
\section{${tex(w.headings.languages)}}
${persona.languages.map(([name, level]) => `\\cvitem{${tex(name)}}{${tex(level)}}`).join('\n')}
\section{${tex(w.headings.skills)}}
\cvitem{}{${persona.skills.map(tex).join(', ')}}
\end{document}
`;
}

/**
 * moderncv's classic style loads fontawesome5 before `\moderncvicons{letters}` replaces every icon, and the
 * font package is in Debian's 600 MB texlive-fonts-extra; this stand-in keeps the class loading without it.
 */
export const FONTAWESOME_STUB = String.raw`\NeedsTeXFormat{LaTeX2e}
\ProvidesPackage{fontawesome5}[2022/01/01 stand-in: icons replaced by moderncv letters]
\newcommand*{\faCircle}[1][]{\textbullet}
\endinput
`;

import type { Linter } from 'eslint';

export declare const uiTextConfig: Linter.Config;

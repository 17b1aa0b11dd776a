/** The command line after the script's name. */
export const benchArgs = process.argv.slice(2);

/** A numeric option (`--clients 50`), or the fallback when it is not given. */
export function numberOption(name: string, fallback: number): number {
  const index = benchArgs.indexOf(`--${name}`);
  return index >= 0 ? Number(benchArgs[index + 1]) : fallback;
}

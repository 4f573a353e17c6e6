/**
 * docs/performance.md is written by the bench itself (`BENCH_WRITE=1 npm run bench`): each bench
 * module owns one marked section and replaces only that, so a partial run (`npm run bench bundle`)
 * leaves the other sections, each with its own date and machine, as they were.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, release, totalmem } from 'node:os';
import { format, resolveConfig } from 'prettier';
import type { BenchRow } from '../bench';

/** True when this bench run should write its figures to docs/performance.md. */
export function shouldWriteDoc(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.BENCH_WRITE === '1' || env.BENCH_WRITE === 'true';
}

/** "2 × AMD EPYC …, 7.8 GB RAM, Linux 6.1, Node v20.19.0" — enough to compare two runs. */
export function machineLine(): string {
  const cpu = cpus();
  const model = cpu[0]?.model.trim() ?? 'unknown CPU';
  const ram = (totalmem() / 1024 ** 3).toFixed(1);
  return `${cpu.length} × ${model}, ${ram} GB RAM, Linux ${release()}, Node ${process.version}`;
}

/** The rows as a markdown table (pipes in figures escaped). */
export function rowsTable(rows: readonly BenchRow[]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = ['| measure | figure | target | met |', '| --- | --- | --- | --- |'];
  for (const r of rows) {
    const met = r.met === undefined ? '' : r.met ? 'yes' : `**no**${r.note ? `: ${r.note}` : ''}`;
    lines.push(`| ${cell(r.name)} | ${cell(r.value)} | ${cell(r.target)} | ${cell(met)} |`);
  }
  return lines.join('\n');
}

/** Replaces (or appends) the section `id` of a document text; pure, for the tests. */
export function replaceSection(doc: string, id: string, body: string): string {
  const start = `<!-- bench:${id}:start -->`;
  const end = `<!-- bench:${id}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from !== -1 && to > from) return doc.slice(0, from) + block + doc.slice(to + end.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}

/**
 * Writes one section of docs/performance.md: heading, date, machine, notes and the rows, then
 * formats the file with the project's Prettier settings so `npm run format:check` stays green.
 */
export async function writeDocSection(
  file: string,
  id: string,
  title: string,
  rows: readonly BenchRow[],
  notes: readonly string[] = [],
): Promise<void> {
  const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const body = [
    `## ${title}`,
    '',
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machineLine()}.`,
    ...notes.map((n) => `\n${n}`),
    '',
    rowsTable(rows),
  ].join('\n');
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(replaceSection(doc, id, body), { ...options, filepath: file }));
}

/**
 * Bench: the sandbox's memory budget under a hostile caller (issue 24, item 5). Against the
 * running `npm start` server, sends content overrides of 1 MB each into three tenants (150 by
 * default, `MEMORY_OVERRIDES`), as the report did, and reads the server's resident memory
 * before and after from /proc (Linux). Prints how many were kept and how many refused (429,
 * beyond the budget); the tenants are reset afterwards. Figures, not a judgement: `npm test`
 * proves the refusal itself (sandbox/hostile-state.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { BenchRow } from '../bench.ts';

const MB = 1024 * 1024;

/** The resident memory, in MB, of the largest process of a process group (the server's Node). */
export function residentMb(group: number): number | undefined {
  let largest: number | undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/<pid>/stat is the process group (after the command in parentheses).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      largest = Math.max(largest ?? 0, kb / 1024);
    } catch {
      // The process ended while being read, or /proc is not Linux's.
    }
  }
  return largest;
}

/** Sends the overrides and returns the rows. */
export async function memoryRows(origin: string, group: number): Promise<BenchRow[]> {
  const total = Number(process.env.MEMORY_OVERRIDES ?? 150);
  const tenants = ['bench-memory-a', 'bench-memory-b', 'bench-memory-c'];
  const before = residentMb(group);
  const body = JSON.stringify({ text: 'x'.repeat(MB - 20) });
  const statuses = new Map<number, number>();
  for (let i = 0; i < total; i += 1) {
    const tenant = tenants[i % tenants.length] ?? 'bench-memory-a';
    const answer = await fetch(`${origin}/__sandbox/content/bench-${i}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-sandbox-tenant': tenant },
      body,
    });
    await answer.arrayBuffer();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }
  const after = residentMb(group);
  for (const tenant of tenants)
    await fetch(`${origin}/__sandbox/reset`, {
      method: 'POST',
      headers: { 'x-sandbox-tenant': tenant },
    });
  const refused = statuses.get(429) ?? 0;
  const kept = statuses.get(200) ?? 0;
  const other = total - refused - kept;
  const mb = (value: number | undefined) => (value === undefined ? '?' : value.toFixed(0));
  return [
    {
      name: 'memory: 1 MB overrides in 3 tenants',
      value: `${total} sent: ${kept} kept, ${refused} refused (429)`,
      target: '',
      note: other ? `${other} answered neither 200 nor 429` : undefined,
    },
    {
      name: 'memory: server resident before / after',
      value: `${mb(before)} / ${mb(after)} MB`,
      target: '',
    },
  ];
}

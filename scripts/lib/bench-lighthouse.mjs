// Lighthouse's mobile figures of one page: several runs with the default config (mobile
// emulation, simulated throttling), each in a Chromium of its own with an empty profile, so every
// run is a cold load and no run warms the next. Lighthouse 12 drives a browser through its
// debugging port; ours is the system Chromium, headless and without sandbox as in a container.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, resolveChromium } from './chromium.mjs';
import { figuresOf, summarizeRuns } from './bench-lighthouse-summary.mjs';

/** Flags chrome-launcher adds for Lighthouse, so a headless tab is not throttled as hidden. */
const LIGHTHOUSE_CHROMIUM_ARGS = [
  '--headless=new',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--password-store=basic',
];

const STARTUP_TIMEOUT_MS = 30_000;

/**
 * Starts Chromium with `--remote-debugging-port=0` and reads the port it picked from the line
 * it prints on stderr.
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
async function launchDebuggableChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'jobmatch-lighthouse-'));
  const child = spawn(
    resolveChromium(),
    [
      ...chromiumArgs,
      ...LIGHTHOUSE_CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    // Chromium's helper processes may still write to the profile for a moment after it exits;
    // a temporary folder left behind is not worth failing the bench for
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`could not remove ${profile}: ${error.message}`);
    }
  };

  try {
    const port = await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium opened no debugging port in ${STARTUP_TIMEOUT_MS} ms`)),
        STARTUP_TIMEOUT_MS,
      );
      // stderr keeps being read after the port is known: a full pipe would stall Chromium
      child.stderr.on('data', (chunk) => {
        if (output.length > 10_000) return;
        output += chunk;
        const match = /DevTools listening on ws:\/\/[^/]*:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}) before opening its port:\n${output}`));
      });
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * One Lighthouse run of `url` in a fresh Chromium.
 * @returns {Promise<{ figures: Record<string, number>, benchmarkIndex: number, version: string, warnings: string[] }>}
 */
export async function runLighthouseOnce(url) {
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      hostname: '127.0.0.1',
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    // a page that failed to load still gets a result, with made-up figures: refuse it
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      figures: figuresOf(lhr),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      version: lhr.lighthouseVersion,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chromium.close();
  }
}

/**
 * `runs` cold Lighthouse runs of `url`, one after the other (concurrent runs would share the CPU
 * that simulated throttling scales by), with the median of each figure.
 * @param {string} url
 * @param {{ runs?: number, onRun?: (index: number) => void }} [options]
 */
export async function measureLighthouse(url, { runs = 3, onRun } = {}) {
  const results = [];
  for (let index = 0; index < runs; index += 1) {
    onRun?.(index);
    results.push(await runLighthouseOnce(url));
  }
  return { runs: results, ...summarizeRuns(results.map((run) => run.figures)) };
}

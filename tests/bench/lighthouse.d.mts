export declare const chromiumPath: string;
export declare const chromeArgs: string[];
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  paintMs: number;
  /** Lighthouse's benchmarkIndex: the machine's CPU speed during the run, higher is faster. */
  hostIndex: number;
}
export declare function launchChrome(): Promise<{ port: number; kill(): void }>;
export declare function lighthouseOnce(
  chrome: { port: number },
  url: string,
  formFactor: "mobile" | "desktop",
): Promise<LighthouseFigures>;
export declare function lighthouseMedian(
  chrome: { port: number },
  url: string,
  formFactor: "mobile" | "desktop",
  runs: number,
): Promise<LighthouseFigures>;

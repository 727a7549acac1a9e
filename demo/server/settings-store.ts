import { defaultSettings, settingsHash, type GlobalSettings } from '../data/settings';
import { isRecord } from './input';
import { badRequest } from './errors';

/** The global settings (storefront-shell.md §3) with an admin override for tests (POST /demo/settings). */
export class SettingsStore {
  private settings: GlobalSettings = defaultSettings();
  private cachedHash = settingsHash(this.settings);

  get(): GlobalSettings & { hash: string } {
    return { ...this.settings, hash: this.cachedHash };
  }

  hash(): string {
    return this.cachedHash;
  }

  switchOn(name: string): boolean {
    return this.settings.switches[name] === true;
  }

  numberVariable(name: string, fallback: number): number {
    const value = this.settings.variables[name];
    return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  }

  /** Merges switches (booleans) and variables (string, number, boolean); anything else is a 400. */
  override(patch: Record<string, unknown>): void {
    const { switches, variables } = patch;
    if (switches !== undefined) {
      if (!isRecord(switches) || Object.values(switches).some((v) => typeof v !== 'boolean')) throw badRequest('switches must map names to booleans');
      Object.assign(this.settings.switches, switches);
    }
    if (variables !== undefined) {
      if (!isRecord(variables) || Object.values(variables).some((v) => !['string', 'number', 'boolean'].includes(typeof v))) {
        throw badRequest('variables must map names to strings, numbers or booleans');
      }
      Object.assign(this.settings.variables, variables);
    }
    this.cachedHash = settingsHash(this.settings);
  }

  reset(): void {
    this.settings = defaultSettings();
    this.cachedHash = settingsHash(this.settings);
  }
}

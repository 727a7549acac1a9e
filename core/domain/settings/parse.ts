import { isRecord } from '../../../contracts/wire';
import {
  DEFAULT_SETTINGS,
  KNOWN_SWITCHES,
  RATE_CURRENCIES,
  type GlobalSettings,
  type KnownVariables,
  type RatesToRub,
  type Switches,
  type Variables,
  type VariableValue,
} from './types';

/** Keys that must never become properties (prototype pollution through a hostile payload). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Turns a settings payload into GlobalSettings: every field is checked, a wrong-typed or missing
 * value keeps its default, unknown switches and variables of the right types are kept. Throws
 * TypeError only when the payload is not an object at all.
 */
export function parseSettings(raw: unknown, hash?: string): GlobalSettings {
  if (!isRecord(raw)) throw new TypeError('settings payload is not an object');
  return {
    switches: parseSwitches(raw.switches),
    variables: parseVariables(raw.variables),
    rates: parseRates(raw.rates),
    hash: hash ?? (typeof raw.hash === 'string' ? raw.hash : ''),
  };
}

function parseSwitches(raw: unknown): Switches {
  const switches = { ...DEFAULT_SETTINGS.switches };
  if (!isRecord(raw)) return switches;
  for (const [name, value] of Object.entries(raw)) {
    if (!FORBIDDEN_KEYS.has(name) && typeof value === 'boolean') switches[name] = value;
  }
  for (const name of KNOWN_SWITCHES) switches[name] ??= false;
  return switches;
}

function parseVariables(raw: unknown): Variables {
  const variables: Variables = { ...DEFAULT_SETTINGS.variables };
  if (!isRecord(raw)) return variables;
  for (const [name, value] of Object.entries(raw)) {
    if (FORBIDDEN_KEYS.has(name) || !isVariableValue(value)) continue;
    const expected = typeof DEFAULT_SETTINGS.variables[name as keyof KnownVariables];
    if (expected !== 'undefined' && typeof value !== expected) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    variables[name] = value;
  }
  return variables;
}

function parseRates(raw: unknown): RatesToRub {
  const rates = { ...DEFAULT_SETTINGS.rates };
  if (!isRecord(raw)) return rates;
  for (const currency of RATE_CURRENCIES) {
    const value = raw[currency];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) rates[currency] = value;
  }
  return rates;
}

function isVariableValue(value: unknown): value is VariableValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

import * as contract from '@tifo/contract';
import type { CallDefinition } from '@tifo/contract';

/** Every call of the contract: each exported `…Calls` group, flattened, with its group's name. */
export function everyContractCall(): { name: string; call: CallDefinition }[] {
  return Object.entries(contract)
    .filter(([group, value]) => group.endsWith('Calls') && typeof value === 'object' && value)
    .flatMap(([group, calls]) =>
      Object.entries(calls as Record<string, CallDefinition>).map(([key, call]) => ({
        name: `${group}.${key}`,
        call,
      })),
    );
}

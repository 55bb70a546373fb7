import { conformance } from './conformance';
import { RIGS } from './rigs';

describe.each(Object.keys(RIGS))('protocol v1 conformance: %s', (name) => conformance(RIGS[name]!));

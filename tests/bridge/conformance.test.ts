import { conformance } from './conformance';
import { conformance11 } from './conformance-1.1';
import { RIGS } from './rigs';

describe.each(Object.keys(RIGS))('protocol 1.0 conformance: %s', (name) => conformance(RIGS[name]!));
describe.each(Object.keys(RIGS))('protocol 1.1 conformance: %s', (name) => conformance11(RIGS[name]!));

import { createRecordingBridge } from '@lendview/bridge/testing';
import Ajv from 'ajv';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GENERATED_DIRS, generatedFiles } from './src/files';
import { schemaDocuments } from './src/json-schema';
import { NATIVE_TO_WEB, WEB_TO_NATIVE, type Vector } from './src/vectors';

const root = import.meta.dirname;
const files = generatedFiles();
const ajv = new Ajv({ allErrors: true, strict: true });
for (const document of Object.values(schemaDocuments())) ajv.addSchema(document);
const judge = (vector: Vector) => ajv.getSchema(`${vector.schema}.json`)!(vector.envelope);
const label = (vector: Vector) => `${vector.valid ? 'valid' : 'invalid'}: ${vector.why}`;

describe('the checked-in bridge-spec files', () => {
  it.each(Object.keys(files))('%s is what generate.ts writes (else run `npm run spec`)', (path) => {
    const disk = join(root, path);
    expect(existsSync(disk), `${path} is missing: run npm run spec`).toBe(true);
    expect(readFileSync(disk, 'utf8')).toBe(files[path]);
  });

  it('hold no generated file that the source no longer makes', () => {
    const onDisk = GENERATED_DIRS.flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name))),
    );
    expect(onDisk.filter((path) => !(path in files))).toEqual([]);
  });
});

describe('the test vectors', () => {
  it('cover every message type with a valid envelope', () => {
    const types = new Set(WEB_TO_NATIVE.filter((vector) => vector.valid).map((vector) => (vector.envelope as { type: string }).type));
    expect([...types].sort()).toEqual(Object.keys(files).filter((path) => /^schema\/message\.\w+\.json$/.test(path)).map((path) => path.split('.')[1]).sort());
  });

  it.each(WEB_TO_NATIVE.map((vector) => [label(vector), vector] as const))('web to native, %s', (_, vector) => {
    expect(judge(vector), JSON.stringify(ajv.errors)).toBe(vector.valid);
    // The per-type schema agrees with the union for a known type.
    const type = (vector.envelope as { type?: string }).type;
    const single = type && ajv.getSchema(`message.${type}.json`);
    if (single) expect(single(vector.envelope)).toBe(vector.valid);
  });

  it.each(NATIVE_TO_WEB.map((vector) => [label(vector), vector] as const))('native to web, %s', (_, vector) => {
    expect(judge(vector), JSON.stringify(ajv.errors)).toBe(vector.valid);
  });
});

describe('the page validates inbound envelopes as the schema does', () => {
  it.each(NATIVE_TO_WEB.map((vector) => [label(vector), vector] as const))('%s', async (_, vector) => {
    const onProtocolError = vi.fn();
    const json = JSON.stringify(vector.envelope);
    if (vector.schema === 'reply.hello') {
      // An older-shell bridge: its hello (w-1) waits for exactly this reply.
      const bridge = createRecordingBridge({ hello: null, onProtocolError });
      bridge.receive(json);
      expect((await bridge.ready) !== null).toBe(vector.valid);
    } else if (vector.schema === 'event') {
      const bridge = createRecordingBridge({ onProtocolError });
      const heard = vi.fn();
      bridge.on('resume', heard);
      bridge.on('back', heard);
      bridge.receive(json);
      expect(heard.mock.calls.length === 1).toBe(vector.valid);
      expect(onProtocolError.mock.calls.length === 0).toBe(vector.valid);
    } else {
      // No message awaits w-7: a well-formed reply is "unknown-id", a broken one something else.
      createRecordingBridge({ onProtocolError }).receive(json);
      expect(onProtocolError).toHaveBeenCalledTimes(1);
      expect(onProtocolError.mock.calls[0]![0].reason === 'unknown-id').toBe(vector.valid);
    }
  });
});

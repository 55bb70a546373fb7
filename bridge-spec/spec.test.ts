import { createRecordingBridge } from '@lendview/bridge/testing';
import Ajv from 'ajv';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GENERATED_DIRS, generatedFiles, isGenerated } from './src/files';
import { schemaDocuments } from './src/json-schema';
import { NATIVE_TO_WEB, WEB_TO_NATIVE, type Vector } from './src/vectors';

/** 1.0 vectors whose verdict 1.1 changed on purpose: additions only, which no 1.0 party sends. */
const WIDENED_IN_1_1: Record<string, string> = {
  'pause is not a v1 event': 'pause is an event since 1.1; a 1.0 shell never sends it',
};

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
    const stale = onDisk.filter((path) => !(path in files) && isGenerated(path, readFileSync(join(root, path), 'utf8')));
    expect(stale).toEqual([]);
  });
});

describe('the test vectors', () => {
  it('cover every message type with a valid envelope', () => {
    const types = new Set(
      WEB_TO_NATIVE.filter((vector) => vector.valid && vector.schema === 'message').map(
        (vector) => (vector.envelope as { type: string }).type,
      ),
    );
    expect([...types].sort()).toEqual(
      Object.keys(files)
        .filter((path) => /^schema\/message\.\w+\.json$/.test(path))
        .map((path) => path.split('.')[1])
        .sort(),
    );
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

  const golden = ['web-to-native', 'native-to-web'].flatMap((name) =>
    (JSON.parse(readFileSync(join(root, `golden/1.0/${name}.json`), 'utf8')) as Vector[]).map(
      (vector) => [`${name}, ${label(vector)}`, vector] as const,
    ),
  );
  it.each(golden)('1.0 golden file, %s: same verdict under 1.1', (_, vector) => {
    const widened = WIDENED_IN_1_1[vector.why];
    expect(judge(vector), widened ?? JSON.stringify(ajv.errors)).toBe(widened ? !vector.valid : vector.valid);
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
      for (const event of ['resume', 'back', 'pause'] as const) bridge.on(event, heard);
      bridge.receive(json);
      const known = ['resume', 'back', 'pause'].includes((vector.envelope as { event?: string }).event!);
      expect(heard.mock.calls.length === 1).toBe(vector.valid || (vector.tolerated === true && known));
      expect(onProtocolError.mock.calls.map(([error]) => error.reason)).toEqual(
        vector.valid ? [] : [vector.tolerated ? 'extension' : expect.any(String)],
      );
    } else if (vector.schema === 'request') {
      // Every request gets an answer (unsupported for an unknown one), so the shell never waits out its timeout.
      const bridge = createRecordingBridge({ onProtocolError });
      bridge.receive(json);
      expect(bridge.answers.length === 1).toBe(vector.valid || vector.tolerated === true);
      expect(onProtocolError.mock.calls.map(([error]) => error.reason)).toEqual(
        vector.valid ? [] : [vector.tolerated ? 'extension' : expect.any(String)],
      );
    } else {
      // No message awaits w-7: a well-formed reply is "unknown-id", a broken one something else.
      createRecordingBridge({ onProtocolError }).receive(json);
      expect(onProtocolError).toHaveBeenCalledTimes(1);
      expect(onProtocolError.mock.calls[0]![0].reason === 'unknown-id').toBe(vector.valid);
    }
  });
});

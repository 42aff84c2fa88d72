import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { layersModelToOnnx, ONNX_INPUT, ONNX_OUTPUT } from './layers-to-onnx.ts';
import { MODEL, modelJsonPath, type EnhanceScale } from './models.ts';
import { varint } from './protobuf.ts';

/** A 12 × 10 test picture (wider than tall, so a swapped width and height shows), values 0..255. */
const [H, W] = [10, 12];
const pixel = (y: number, x: number, c: number) =>
  Math.round(127.5 + 120 * Math.sin(0.9 * x + 2 * c) * Math.cos(0.7 * y - c));

/**
 * What TensorFlow.js 4.11.0 (the version the packages name as their peer; cpu backend) answers for the test picture,
 * on 0..255: the packages' own model.json loaded with `tf.loadLayersModel` and UpscalerJS' layer classes registered
 * (`setup(tf)`), fed in the model's range. [y, x, [r, g, b]] at eight places, and the mean of every output value.
 * (The dropped esrgan-medium's two models matched as closely.)
 */
const TFJS: { scale: EnhanceScale; mean: number; at: [number, number, number[]][] }[] = [
  {
    scale: 2,
    mean: 127.7027,
    at: [
      [0, 0, [148.143, 136.952, 107.104]],
      [1, 23, [81.746, 55.407, 98.003]],
      [19, 0, [128.325, 140.363, 144.194]],
      [19, 23, [83.669, 54.796, 43.128]],
      [10, 8, [152.465, 191.231, 149.355]],
      [3, 7, [146.18, 9.146, 144.595]],
      [16, 18, [206.917, 132.679, 195.901]],
      [6, 22, [131.458, 87.326, 231.512]],
    ],
  },
  {
    scale: 4,
    mean: 127.7341,
    at: [
      [0, 0, [115.097, 125.207, 106.722]],
      [1, 47, [85.391, 63.375, 92.011]],
      [39, 0, [115.046, 138.826, 163.88]],
      [39, 47, [68.525, 73.2, 32.675]],
      [20, 16, [136.414, 190.285, 159.473]],
      [3, 7, [214.757, 135.374, 153.974]],
      [36, 42, [160.425, 97.165, 81.322]],
      [13, 46, [137.245, 99.226, 225.528]],
    ],
  },
];

describe('layersModelToOnnx', () => {
  // Conversion and TF.js agree to 6e-4 (on 0..255) on this machine: float32 sums in another order.
  for (const { scale, mean, at } of TFJS) {
    it(`${scale}× computes what TensorFlow.js computes`, async () => {
      const session = await InferenceSession.create(layersModelToOnnx(modelJsonPath(scale)));
      try {
        expect(session.inputNames).toEqual([ONNX_INPUT]);
        expect(session.outputNames).toEqual([ONNX_OUTPUT]);
        const { range } = MODEL;
        const input = new Float32Array(3 * H * W);
        for (let y = 0; y < H; y++)
          for (let x = 0; x < W; x++)
            for (let c = 0; c < 3; c++) input[(c * H + y) * W + x] = (pixel(y, x, c) * range) / 255;
        const output = (await session.run({ [ONNX_INPUT]: new Tensor('float32', input, [1, 3, H, W]) }))[ONNX_OUTPUT]!;
        const [oh, ow] = [H * scale, W * scale];
        expect(output.dims).toEqual([1, 3, oh, ow]);
        const data = output.data as Float32Array;
        const value = (y: number, x: number, c: number) => (data[(c * oh + y) * ow + x]! * 255) / range;
        for (const [y, x, rgb] of at) for (let c = 0; c < 3; c++) expect(value(y, x, c)).toBeCloseTo(rgb[c]!, 2);
        expect((data.reduce((a, b) => a + b, 0) * 255) / range / data.length).toBeCloseTo(mean, 2);
      } finally {
        await session.release();
      }
    });
  }

  it('uses the package’s own value range and model file', () => {
    const require = createRequire(import.meta.url);
    for (const scale of [2, 4] as const) {
      // The packages' model definitions are plain data (no TensorFlow.js import); read here, never at run time.
      const definition = require(`${MODEL.package}/${scale}x`) as {
        inputRange: number[];
        outputRange: number[];
        _internals: { path: string };
      };
      expect(definition.inputRange).toEqual([0, MODEL.range]);
      expect(definition.outputRange).toEqual([0, MODEL.range]);
      expect(modelJsonPath(scale).endsWith(path.join(MODEL.package, definition._internals.path))).toBe(true);
    }
  });

  it('refuses a layer it does not know rather than converting it wrongly', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-to-onnx-'));
    try {
      const file = path.join(dir, 'model.json');
      const layer = (class_name: string, name: string, inbound: string[], config: object = {}) => ({
        class_name,
        config: { name, ...config },
        inbound_nodes: inbound.length ? [inbound.map((i) => [i, 0, 0, {}])] : [],
      });
      const model = (layers: object[]) => ({
        format: 'layers-model',
        modelTopology: {
          model_config: {
            class_name: 'Functional',
            config: { layers, input_layers: [['in', 0, 0]], output_layers: [['out', 0, 0]] },
          },
        },
        weightsManifest: [],
      });
      fs.writeFileSync(
        file,
        JSON.stringify(model([layer('InputLayer', 'in', []), layer('BatchNormalization', 'out', ['in'])])),
      );
      expect(() => layersModelToOnnx(file)).toThrow(/unsupported layer BatchNormalization/);
      fs.writeFileSync(
        file,
        JSON.stringify(
          model([layer('InputLayer', 'in', []), layer('Activation', 'out', ['in'], { activation: 'tanh' })]),
        ),
      );
      expect(() => layersModelToOnnx(file)).toThrow(/activation tanh/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes protobuf varints', () => {
    expect([...varint(0)]).toEqual([0]);
    expect([...varint(300)]).toEqual([0xac, 0x02]);
    expect([...varint(2 ** 32)]).toEqual([0x80, 0x80, 0x80, 0x80, 0x10]);
    expect(() => varint(-1)).toThrow(RangeError);
  });
});

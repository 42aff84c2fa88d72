/**
 * Converts a TensorFlow.js layers model (the `model.json` and weight shards the UpscalerJS packages ship) into an
 * ONNX model in memory, for onnxruntime-node. TensorFlow.js itself cannot run here at a usable speed (docs/decisions/
 * 017-image-enhancer.md), and shipping converted .onnx files would mean committing ~115 MB of derived weights; the
 * conversion takes well under a second, so each thread does it when it first needs a model.
 *
 * Only the layers the ESRGAN models are built from are supported (RRDN "thick", the enhancer's; RDN "medium", since
 * dropped, converted too); anything else throws, so a changed package fails loudly instead of converting into a wrong
 * network. The ONNX graph is NCHW (ONNX's own layout, what its Conv wants), input `input` [1, 3, H, W] and output
 * `output` [1, 3, H·s, W·s], in the model's own value range (the caller scales pixels: see models.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { bytesField, intField, message, stringField, type Fields } from './protobuf.ts';

/** The names of the graph's input and output. */
export const ONNX_INPUT = 'input';
export const ONNX_OUTPUT = 'output';

interface WeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: unknown;
}

interface KerasLayer {
  class_name: string;
  config: Record<string, unknown> & { name: string };
  /** Keras' functional links: [[[sourceLayer, nodeIndex, tensorIndex, kwargs], ...]] (one call per layer here). */
  inbound_nodes: [string, number, number, unknown][][];
}

interface LayersModelJson {
  format: string;
  modelTopology: {
    model_config: {
      class_name: string;
      config: {
        layers: KerasLayer[];
        input_layers: [string, number, number][];
        output_layers: [string, number, number][];
      };
    };
  };
  weightsManifest: { paths: string[]; weights: WeightSpec[] }[];
}

interface Weight {
  shape: number[];
  data: Float32Array;
}

/** The model's weights by name, read from its shards (float32 only: the packages we use are not quantised). */
function readWeights(model: LayersModelJson, dir: string): Map<string, Weight> {
  const weights = new Map<string, Weight>();
  for (const group of model.weightsManifest) {
    const bytes = Buffer.concat(group.paths.map((p) => fs.readFileSync(path.join(dir, p))));
    let offset = 0;
    for (const spec of group.weights) {
      if (spec.dtype !== 'float32' || spec.quantization) throw new Error(`Unsupported weight ${spec.name}`);
      const count = spec.shape.reduce((a, b) => a * b, 1);
      // Copied out (not a view) so each array is 4-byte aligned, whatever came before it in the shard.
      const data = new Float32Array(count);
      new Uint8Array(data.buffer).set(bytes.subarray(offset, offset + count * 4));
      weights.set(spec.name, { shape: spec.shape, data });
      offset += count * 4;
    }
    if (offset !== bytes.length) throw new Error(`Weight shards of ${dir} hold ${bytes.length} bytes, not ${offset}`);
  }
  return weights;
}

// ONNX protobuf messages (onnx/onnx.proto, IR version 8). Field numbers are the proto's.
const FLOAT = 1;
const ATTR_INT = 2;
const ATTR_STRING = 3;
const ATTR_INTS = 7;

/** A float32 initializer. `raw_data` is little-endian, as Float32Array is on every platform Node supports here. */
const floatTensor = (name: string, dims: number[], data: Float32Array) =>
  message([
    ...dims.map((d) => intField(1, d)),
    intField(2, FLOAT),
    stringField(8, name),
    bytesField(9, new Uint8Array(data.buffer, data.byteOffset, data.byteLength)),
  ]);

const attrInt = (name: string, value: number) =>
  message([stringField(1, name), intField(3, value), intField(20, ATTR_INT)]);
const attrString = (name: string, value: string) =>
  message([stringField(1, name), stringField(4, value), intField(20, ATTR_STRING)]);
const attrInts = (name: string, values: number[]) =>
  message([stringField(1, name), ...values.map((v) => intField(8, v)), intField(20, ATTR_INTS)]);

const node = (op: string, inputs: string[], outputs: string[], name: string, attributes: Uint8Array[] = []) =>
  message([
    ...inputs.map((i) => stringField(1, i)),
    ...outputs.map((o) => stringField(2, o)),
    stringField(3, name),
    stringField(4, op),
    ...attributes.map((a) => bytesField(5, a)),
  ]);

/** A float tensor's name and shape; string dimensions are symbolic (any size). */
const valueInfo = (name: string, dims: (number | string)[]) => {
  const dimensions = dims.map((d) => bytesField(1, typeof d === 'number' ? intField(1, d) : stringField(2, d)));
  const tensorType = message([intField(1, FLOAT), bytesField(2, message(dimensions))]);
  return message([stringField(1, name), bytesField(2, bytesField(1, tensorType))]);
};

const expect = (ok: boolean, what: string) => {
  if (!ok) throw new Error(`Cannot convert this layers model: ${what}`);
};

/**
 * The ONNX model (bytes of a ModelProto) equivalent to the layers model at `modelJsonPath`, whose weight shards sit
 * beside it.
 */
export function layersModelToOnnx(modelJsonPath: string): Uint8Array {
  const model = JSON.parse(fs.readFileSync(modelJsonPath, 'utf8')) as LayersModelJson;
  expect(model.format === 'layers-model', `format ${model.format}`);
  const { config } = model.modelTopology.model_config;
  const weights = readWeights(model, path.dirname(modelJsonPath));
  const weight = (layer: string, kind: 'kernel' | 'bias') => {
    const w = weights.get(`${layer}/${kind}`);
    if (!w) throw new Error(`Cannot convert this layers model: no ${kind} for ${layer}`);
    return w;
  };
  expect(config.input_layers.length === 1 && config.output_layers.length === 1, 'one input and one output');
  const inputLayer = config.input_layers[0]![0];
  const outputLayer = config.output_layers[0]![0];
  /** The ONNX value a Keras layer's output is called: the graph's own names for its input and output. */
  const valueOf = (layer: string) => (layer === inputLayer ? ONNX_INPUT : layer === outputLayer ? ONNX_OUTPUT : layer);

  const nodes: Uint8Array[] = [];
  const initializers: Uint8Array[] = [];
  const constant = (name: string, dims: number[], data: number[]) => {
    initializers.push(floatTensor(name, dims, Float32Array.from(data)));
    return name;
  };
  let beta: string | undefined;

  for (const layer of config.layers) {
    const c = layer.config;
    const name = c.name;
    const out = valueOf(name);
    const calls = layer.inbound_nodes;
    expect(calls.length <= 1, `${name} is called more than once`);
    const inputs = (calls[0] ?? []).map(([source, , tensorIndex]) => {
      expect(tensorIndex === 0, `${name} reads a second output`);
      return valueOf(source);
    });
    switch (layer.class_name) {
      case 'InputLayer':
        break;
      case 'Conv2D': {
        const [kh, kw, ci, co] = weight(name, 'kernel').shape as [number, number, number, number];
        expect(
          (c.strides as number[]).every((s) => s === 1) &&
            (c.dilation_rate as number[]).every((d) => d === 1) &&
            c.data_format === 'channels_last' &&
            ((c.groups as number | undefined) ?? 1) === 1,
          `${name}: only stride 1, dilation 1, ungrouped, channels-last convolutions`,
        );
        // Keras keeps kernels as [kh, kw, in, out]; ONNX's Conv wants [out, in, kh, kw].
        const kernel = weight(name, 'kernel').data;
        const onnxKernel = new Float32Array(kernel.length);
        for (let a = 0; a < kh; a++)
          for (let b = 0; b < kw; b++)
            for (let i = 0; i < ci; i++)
              for (let o = 0; o < co; o++)
                onnxKernel[((o * ci + i) * kh + a) * kw + b] = kernel[((a * kw + b) * ci + i) * co + o]!;
        initializers.push(floatTensor(`${name}/W`, [co, ci, kh, kw], onnxKernel));
        const convInputs = [inputs[0]!, `${name}/W`];
        if (c.use_bias) {
          initializers.push(floatTensor(`${name}/B`, [co], weight(name, 'bias').data));
          convInputs.push(`${name}/B`);
        }
        // Keras' 'same' pads (k-1)/2 on each side for the odd kernels these models use.
        expect(c.padding === 'valid' || (c.padding === 'same' && kh % 2 === 1 && kw % 2 === 1), `${name} padding`);
        const pads = c.padding === 'same' ? [(kh - 1) / 2, (kw - 1) / 2, (kh - 1) / 2, (kw - 1) / 2] : [0, 0, 0, 0];
        expect(c.activation === 'linear' || c.activation === 'relu', `${name} activation ${String(c.activation)}`);
        const convOut = c.activation === 'relu' ? `${name}/linear` : out;
        nodes.push(
          node('Conv', convInputs, [convOut], name, [
            attrInts('kernel_shape', [kh, kw]),
            attrInts('pads', pads),
            attrInts('strides', [1, 1]),
          ]),
        );
        if (c.activation === 'relu') nodes.push(node('Relu', [convOut], [out], `${name}/relu`));
        break;
      }
      case 'Activation':
        expect(c.activation === 'relu', `${name} activation ${String(c.activation)}`);
        nodes.push(node('Relu', inputs, [out], name));
        break;
      case 'Concatenate':
        // Channels are Keras' last axis and ONNX's second.
        expect(c.axis === 3 || c.axis === -1, `${name} concatenates along axis ${String(c.axis)}`);
        nodes.push(node('Concat', inputs, [out], name, [attrInt('axis', 1)]));
        break;
      case 'Add':
        nodes.push(node(inputs.length === 2 ? 'Add' : 'Sum', inputs, [out], name));
        break;
      case 'MultiplyBeta':
        // UpscalerJS' own layer (packages/shared/src/esrgan): its input times a fixed 0.2, whatever the config says.
        expect(c.beta === undefined || c.beta === 0.2, `${name} beta ${String(c.beta)}`);
        beta ??= constant('beta', [], [0.2]);
        nodes.push(node('Mul', [inputs[0]!, beta], [out], name));
        break;
      case 'UpSampling2D': {
        const [sh, sw] = c.size as [number, number];
        expect(c.interpolation === 'nearest' && c.data_format === 'channels_last', `${name} interpolation`);
        // Keras' nearest upsampling repeats each pixel: ONNX Resize with floor of asymmetric coordinates.
        const scales = constant(`${name}/scales`, [4], [1, 1, sh, sw]);
        nodes.push(
          node('Resize', [inputs[0]!, '', scales], [out], name, [
            attrString('mode', 'nearest'),
            attrString('coordinate_transformation_mode', 'asymmetric'),
            attrString('nearest_mode', 'floor'),
          ]),
        );
        break;
      }
      default: {
        // UpscalerJS' PixelShuffle<n>x is tf.depthToSpace(x, n, 'NHWC'): its channel order (row, column, depth)
        // is ONNX DepthToSpace's DCR mode.
        const shuffle = /^PixelShuffle(\d+)x$/.exec(layer.class_name);
        expect(shuffle !== null, `unsupported layer ${layer.class_name} (${name})`);
        nodes.push(
          node('DepthToSpace', inputs, [out], name, [
            attrInt('blocksize', Number(shuffle![1])),
            attrString('mode', 'DCR'),
          ]),
        );
      }
    }
  }

  const graphFields: Fields = [
    ...nodes.map((n) => bytesField(1, n)),
    stringField(2, path.basename(path.dirname(modelJsonPath))),
    ...initializers.map((t) => bytesField(5, t)),
    bytesField(11, valueInfo(ONNX_INPUT, [1, 3, 'height', 'width'])),
    bytesField(12, valueInfo(ONNX_OUTPUT, [1, 3, 'out_height', 'out_width'])),
  ];
  return message([
    intField(1, 8), // ir_version
    stringField(2, 'soundsleeve layers-to-onnx'), // producer_name
    bytesField(7, message(graphFields)),
    bytesField(8, message([stringField(1, ''), intField(2, 13)])), // opset_import: the default domain, opset 13
  ]);
}

import type { Names } from '../subjects';

/**
 * A word or phrase of a product name: ru follows the noun and agrees with it ("Платье летнее"),
 * en comes before the noun ("Summer dress") unless `enAfter` ("Smartphone 8/256 GB").
 */
export type Phrase = Names & { enAfter?: boolean };

export type Material = {
  /** The value of the composition (or material) option: "хлопок 95%, эластан 5%". */
  value: Names;
  /** How a name says it, when it is worth saying: ru "из льна" after the noun, en "linen" before it. */
  phrase?: Names;
  /** A sentence of the description about it. */
  sentence: Names;
};

/** A characteristic of the card: its name and the values a product may have. */
export type Spec = { name: Names; values: readonly Names[] };

/**
 * The picture of a subject: a Fluent Emoji icon tinted to the product's colour.
 * `tint`: the hue (degrees) of the parts that take the colour, 'neutral' for the grey parts,
 * 'none' to keep the drawing's own colours; absent: the drawing's main hue.
 * `crop`: the part of the icon shown, in its 32-unit grid [x, y, width, height] (a skirt is the
 * lower half of the dress). `accent`: a small second drawing beside it, never tinted.
 */
export type Drawing = {
  icon: string;
  tint?: number | 'neutral' | 'none';
  /** Only parts at most this light take the colour (a belt, not the pale jacket it is tied on). */
  tintMaxLightness?: number;
  crop?: readonly [x: number, y: number, width: number, height: number];
  accent?: string;
};

/**
 * How a product of the subject is named: 'plain' noun, kind, material and detail; 'model' adds
 * a model series ("Air 3"); 'book' is the noun and a title in quotes.
 */
export type Naming = 'plain' | 'model' | 'book';

/**
 * Everything the generator needs to name, describe and draw a product of one subject, so that
 * materials and attributes fit the thing (no "headphones of wool"). Every list holds whole,
 * agreed phrases in every language: nothing is inflected by code.
 */
export type SubjectProfile = {
  drawing: Drawing;
  naming?: Naming;
  /** The titles of 'book' products. */
  titles?: readonly Names[];
  kinds: readonly Phrase[];
  /** Trailing details, after the noun in every language: "с поясом" / "with a belt". */
  details: readonly Names[];
  materials: readonly Material[];
  /** The option the material is shown under: Состав (textiles, cosmetics), Материал (hard goods), Ноты (fragrance). */
  materialOption: 'composition' | 'material' | 'notes';
  seasons?: readonly Names[];
  countries: readonly Names[];
  specs: readonly Spec[];
  /** The first sentence of a description. */
  openings: readonly Names[];
  /** Sentences about what it does well (two are used). */
  features: readonly Names[];
  /** The last sentence: care, warranty, safety. */
  closings: readonly Names[];
};

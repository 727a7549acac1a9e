import { useEffect, useState } from 'react';

export interface SampleGoods {
  product: number;
  size: number;
}

function isSampleGoods(value: unknown): value is SampleGoods {
  const goods = value as Partial<SampleGoods> | null;
  return typeof goods === 'object' && goods !== null && Number.isInteger(goods.product) && Number.isInteger(goods.size);
}

/** A product and size of the demo catalog (GET /gallery/samples.json), or null while loading or when there is none. */
export function useSampleGoods(): SampleGoods | null {
  const [goods, setGoods] = useState<SampleGoods | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/gallery/samples.json')
      .then((response) => (response.ok ? (response.json() as Promise<{ goods?: unknown }>) : { goods: null }))
      .then((body) => {
        if (live && isSampleGoods(body.goods)) setGoods(body.goods);
      })
      .catch((error: unknown) => console.error('[react host] could not load sample goods', error));
    return () => {
      live = false;
    };
  }, []);
  return goods;
}

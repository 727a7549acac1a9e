import { useCallback, useEffect, useState } from 'react';
import type { BoughtItem } from '../../../contracts/cabinet';

/** A record made for one bought item: a claim, a review, a resale ad. */
interface ItemRecord {
  id: string;
  item: { rid: string };
}

/**
 * A page's records and the bought items still open for one, following new route data: a record
 * the shopper adds goes first (replacing one with its id), and its item leaves the open ones.
 */
export function useRecordsOfItems<R extends ItemRecord>(records: R[], items: BoughtItem[]): [records: R[], open: BoughtItem[], add: (record: R) => void] {
  const [list, setList] = useState(records);
  const [open, setOpen] = useState(items);
  useEffect(() => {
    setList(records);
    setOpen(items);
  }, [records, items]);
  const add = useCallback((record: R) => {
    setList((current) => [record, ...current.filter((r) => r.id !== record.id)]);
    setOpen((current) => current.filter((item) => item.rid !== record.item.rid));
  }, []);
  return [list, open, add];
}

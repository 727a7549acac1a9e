import { VIEW_MODEL_CONTAINERS } from './constants';

/** storefront-routing-wallet.md §2.1 "View model lifecycle: preparing 0, ready to install 1, installed 2, destroyed 3". */
export const VIEW_MODEL_STATE = { preparing: 0, readyToInstall: 1, installed: 2, destroyed: 3 } as const;
export type ViewModelState = (typeof VIEW_MODEL_STATE)[keyof typeof VIEW_MODEL_STATE];

export class ViewModelStateError extends Error {
  override name = 'ViewModelStateError';
}

export interface ViewModel {
  readonly id: number;
  readonly route: string;
  /** Index 0 to 2 of the container that holds it. */
  readonly container: number;
  state: ViewModelState;
}

/**
 * §2.1 "Three containers (index 0 to 2) each hold one view model": the installed page, the one
 * being prepared by the current transition, and one left to a transition that was just aborted.
 */
export class ViewModelContainers {
  private readonly slots: Array<ViewModel | null> = Array.from({ length: VIEW_MODEL_CONTAINERS }, () => null);
  private nextId = 1;

  /** A new view model (state 0) in a free container; the oldest unfinished one is destroyed when none is free. */
  prepare(route: string): ViewModel {
    let index = this.slots.findIndex((slot) => slot === null);
    if (index < 0) {
      const stale = this.slots.filter((slot): slot is ViewModel => slot !== null && slot.state !== VIEW_MODEL_STATE.installed).sort((a, b) => a.id - b.id)[0];
      if (!stale) throw new ViewModelStateError('no container is free');
      this.destroy(stale);
      index = stale.container;
    }
    const vm: ViewModel = { id: this.nextId++, route, container: index, state: VIEW_MODEL_STATE.preparing };
    this.slots[index] = vm;
    return vm;
  }

  /** 0 -> 1: its data and page are loaded. */
  ready(vm: ViewModel): void {
    this.expect(vm, VIEW_MODEL_STATE.preparing);
    vm.state = VIEW_MODEL_STATE.readyToInstall;
  }

  /** 1 -> 2; the view model installed before it is destroyed (3). Returns that previous one. */
  install(vm: ViewModel): ViewModel | null {
    this.expect(vm, VIEW_MODEL_STATE.readyToInstall);
    const previous = this.active();
    if (previous) this.destroy(previous);
    vm.state = VIEW_MODEL_STATE.installed;
    return previous;
  }

  /** Any state -> 3, freeing its container (an aborted transition, a replaced page). */
  destroy(vm: ViewModel): void {
    vm.state = VIEW_MODEL_STATE.destroyed;
    if (this.slots[vm.container] === vm) this.slots[vm.container] = null;
  }

  active(): ViewModel | null {
    return this.slots.find((slot) => slot?.state === VIEW_MODEL_STATE.installed) ?? null;
  }

  /** The view model each container holds (for the page's containers and for tests). */
  snapshot(): ReadonlyArray<ViewModel | null> {
    return [...this.slots];
  }

  private expect(vm: ViewModel, state: ViewModelState): void {
    if (vm.state !== state || this.slots[vm.container] !== vm) {
      throw new ViewModelStateError(`view model ${vm.id} is in state ${vm.state}, expected ${state}`);
    }
  }
}

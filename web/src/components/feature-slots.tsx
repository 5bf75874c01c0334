import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';

/**
 * Places in one feature's screen where another feature shows something, so that features need not import
 * each other: the screen renders `<FeatureSlot name=… />`, a feature fills the slot (`WebFeature.slots`),
 * the app puts the fillings together. An empty slot renders nothing.
 */
export interface FeatureSlots {
  /** Beside an unlocked contact's details (the employer's chat with the contact). */
  unlockedContactDetail?: ComponentType<{ contactId: string }>;
  /** In the signed-in header on every screen, beside the user's name (the notifications' bell). */
  header?: ComponentType;
}

/**
 * How a feature fills slots: each filling's script, loaded when a slot first shows it (the features' list
 * stays free of React, so that the page's first script can read it before React has arrived).
 */
export type FeatureSlotFillings = { [K in keyof FeatureSlots]?: () => Promise<{ default: NonNullable<FeatureSlots[K]> }> };

/** The fillings as components, each loaded on first render. */
export const slotsOf = ({ unlockedContactDetail, header }: FeatureSlotFillings): FeatureSlots => ({
  unlockedContactDetail: unlockedContactDetail && lazy(unlockedContactDetail),
  header: header && lazy(header),
});

const SlotsContext = createContext<FeatureSlots>({});

export const FeatureSlotsProvider = SlotsContext.Provider;

/** Renders what a feature put in the slot, with the slot's props. */
export function FeatureSlot<K extends keyof FeatureSlots>({
  name,
  ...props
}: { name: K } & React.ComponentProps<NonNullable<FeatureSlots[K]>>) {
  const Filling = useContext(SlotsContext)[name] as ComponentType<typeof props> | undefined;
  return Filling ? (
    <Suspense fallback={null}>
      <Filling {...props} />
    </Suspense>
  ) : null;
}

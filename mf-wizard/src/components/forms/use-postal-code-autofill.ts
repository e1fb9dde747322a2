import { useCallback, useRef, useState } from 'react';
import type { useAppForm } from '@jobmatch/shared/forms';
import { ZIP_CODE_PATTERN, type ProfileInput } from '@jobmatch/shared/schemas';
import { lookUpPostalCode } from '../../lib/postal-code-lookup';

/** `filled`: the address fields were set from the code; `not-found`: the user types the address. */
export type PostalCodeAutofillStatus = 'idle' | 'filled' | 'not-found';

type AddressForm = Pick<ReturnType<typeof useAppForm<ProfileInput>>, 'getValues' | 'setValue'>;

const AS_USER_CHANGE = { shouldValidate: true, shouldDirty: true } as const;

/**
 * Fills 都道府県 and 市区町村 from a complete postal code (docs/wizard.md#postal-code-autofill).
 * Only a code other than the last one looked up (or the one the form opened with) is looked up,
 * so what the user typed after an autofill stays until the code itself changes. The town goes
 * into 町名・番地・建物名 only while that field is empty or still holds the previous autofill.
 * A failed lookup is treated as an unknown code: the address is typed by hand.
 */
export function usePostalCodeAutofill(form: AddressForm, initialZipCode: string) {
  const [status, setStatus] = useState<PostalCodeAutofillStatus>('idle');
  const lastLookedUp = useRef(initialZipCode);
  const autofilledTown = useRef<string | undefined>(undefined);
  const { getValues, setValue } = form;

  const onZipCodeChange = useCallback(
    async (zipCode: string) => {
      if (!ZIP_CODE_PATTERN.test(zipCode)) {
        setStatus('idle');
        return;
      }
      if (zipCode === lastLookedUp.current) return;
      lastLookedUp.current = zipCode;
      const address = await lookUpPostalCode(zipCode).catch(() => null);
      // a newer code was typed while this one was looked up
      if (getValues('zipCode') !== zipCode) return;
      if (!address) {
        setStatus('not-found');
        return;
      }
      setValue('prefecture', address.prefecture, AS_USER_CHANGE);
      setValue('cityTownVillage', address.city, AS_USER_CHANGE);
      const town = getValues('townStreetBuilding');
      if (address.town && (town.trim() === '' || town === autofilledTown.current)) {
        setValue('townStreetBuilding', address.town, AS_USER_CHANGE);
        autofilledTown.current = address.town;
      }
      setStatus('filled');
    },
    [getValues, setValue],
  );

  return { status, onZipCodeChange };
}

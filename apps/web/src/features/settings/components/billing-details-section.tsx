import type { BillingParty } from '@skillora/shared';
import { countryOptions } from '@skillora/shared/countries';
import { type FormEvent, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, FormError } from '../../../components/ui/form-field';
import { inputClass, TextField } from '../../../components/ui/input';
import { errorText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useBillingDetails, useSaveBillingDetails } from '../../documents';
import { SettingsSection } from './settings-section';

const EMPTY: BillingParty = {
  legalName: '',
  addressLines: [],
  city: '',
  postalCode: '',
  country: '',
  taxId: null,
};

/** Billing details (issue 28): what the next receipts and invoices show; issued ones keep theirs. */
export function BillingDetailsSection() {
  const details = useBillingDetails();
  return (
    <SettingsSection
      id="settings-billing"
      title="Billing details"
      description="Shown on your receipts and invoices from now on. Documents already issued keep the details they were issued with."
    >
      {details.isPending ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">Loading your billing details…</p>
      ) : (
        <BillingForm saved={details.data?.data ?? EMPTY} />
      )}
    </SettingsSection>
  );
}

function BillingForm({ saved }: { saved: BillingParty }) {
  const save = useSaveBillingDetails();
  const countries = useMemo(countryOptions, []);
  const [legalName, setLegalName] = useState(saved.legalName);
  const [line1, setLine1] = useState(saved.addressLines[0] ?? '');
  const [line2, setLine2] = useState(saved.addressLines[1] ?? '');
  const [city, setCity] = useState(saved.city);
  const [postalCode, setPostalCode] = useState(saved.postalCode);
  const [country, setCountry] = useState(saved.country);
  const [taxId, setTaxId] = useState(saved.taxId ?? '');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const body = { legalName, addressLines: [line1, line2], city, postalCode, country, taxId: taxId || null };
    save.mutate(body, {
      onSuccess: () => toast.success('Your billing details have been saved'),
      onError: (err) => setError(errorText(err, 'Could not save your billing details')),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Legal name"
        autoComplete="organization"
        className="sm:col-span-2"
        value={legalName}
        onChange={(e) => setLegalName(e.target.value)}
      />
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        value={line1}
        onChange={(e) => setLine1(e.target.value)}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        value={line2}
        onChange={(e) => setLine2(e.target.value)}
      />
      <TextField
        label="City"
        autoComplete="address-level2"
        value={city}
        onChange={(e) => setCity(e.target.value)}
      />
      <TextField
        label="Postal code"
        autoComplete="postal-code"
        value={postalCode}
        onChange={(e) => setPostalCode(e.target.value)}
      />
      <Field label="Country">
        {(control) => (
          <select
            {...control}
            className={inputClass}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          >
            <option value="">Choose a country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField label="Tax or VAT ID (optional)" value={taxId} onChange={(e) => setTaxId(e.target.value)} />
      <div className="sm:col-span-2">
        <FormError message={error} className="mb-3" />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save billing details'}
        </Button>
      </div>
    </form>
  );
}

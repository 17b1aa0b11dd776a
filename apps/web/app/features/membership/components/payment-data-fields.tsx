import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { formatCardNumber, formatExpiry, type CardErrors, type CardInput } from '../model/card.ts';
import { formatIban, type SepaDetailsErrors } from '../model/iban.ts';

/** Step 3 for a card: number, expiry and security code, each with its autofill token. */
export function CardFields({
  value,
  onChange,
  errors,
}: {
  value: CardInput;
  onChange: (value: CardInput) => void;
  errors: CardErrors;
}) {
  const { t } = useTranslation('membership');
  const error = (field: keyof CardInput) => {
    const problem = errors[field];
    return problem ? t(`payment.card.errors.${field}.${problem}`) : undefined;
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t('payment.card.number')}
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        value={value.number}
        onChange={(event) => onChange({ ...value, number: formatCardNumber(event.target.value) })}
        error={error('number')}
      />
      <TextField
        label={t('payment.card.expiry')}
        hint={t('payment.card.expiryHint')}
        name="cc-exp"
        autoComplete="cc-exp"
        inputMode="numeric"
        value={value.expiry}
        onChange={(event) => onChange({ ...value, expiry: formatExpiry(event.target.value) })}
        error={error('expiry')}
      />
      <TextField
        label={t('payment.card.cvc')}
        hint={t('payment.card.cvcHint')}
        name="cvc"
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        value={value.cvc}
        onChange={(event) => onChange({ ...value, cvc: event.target.value.replace(/\D/g, '') })}
        error={error('cvc')}
      />
    </div>
  );
}

export interface SepaInput {
  holder: string;
  iban: string;
}

export type SepaErrors = SepaDetailsErrors;

/** Step 3 for direct debit: account holder, IBAN and the SEPA mandate the member grants with the order. */
export function SepaFields({
  value,
  onChange,
  errors,
  mandate,
}: {
  value: SepaInput;
  onChange: (value: SepaInput) => void;
  errors: SepaErrors;
  /** The mandate's wording when it is granted by something other than the order (changing the payment method). */
  mandate?: string;
}) {
  const { t } = useTranslation('membership');
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('payment.sepa.holder')}
        name="holder"
        autoComplete="name"
        maxLength={140}
        value={value.holder}
        onChange={(event) => onChange({ ...value, holder: event.target.value })}
        error={errors.holder ? t(`payment.sepa.errors.holder.${errors.holder}`) : undefined}
      />
      <TextField
        label={t('payment.sepa.iban')}
        hint={t('payment.sepa.ibanHint')}
        name="iban"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value.iban}
        onChange={(event) => onChange({ ...value, iban: formatIban(event.target.value) })}
        error={errors.iban ? t(`payment.sepa.errors.iban.${errors.iban}`) : undefined}
      />
      <section aria-labelledby="sepa-mandate-heading" className="rounded-md border border-line bg-surface p-4 text-sm">
        <h3 id="sepa-mandate-heading" className="font-semibold">
          {t('payment.sepa.mandateTitle')}
        </h3>
        <p className="mt-2 leading-relaxed">{mandate ?? t('payment.sepa.mandate')}</p>
        <p className="mt-2 leading-relaxed text-muted">{t('payment.sepa.creditor')}</p>
      </section>
    </div>
  );
}

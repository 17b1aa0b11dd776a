import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** The submit button of an edit form: "Speichern", and "Laden …" while saving. */
export function SaveButton({ loading }: { loading: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div>
      <Button type="submit" loading={loading}>
        {t('form.save')}
      </Button>
    </div>
  );
}

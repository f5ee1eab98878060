import { useField } from 'formik';
import { communesOf, isCommuneOf, regionNames } from '@/validation/data/regions';
import { SelectField } from './select-field';

export interface RegionCommuneFieldsProps {
  /** The region field: `region` in registration, `state` in the pyme edit. */
  regionName?: string;
  communeName?: string;
  regionLabel?: string;
  communeLabel?: string;
  required?: boolean;
  className?: string;
}

/**
 * The region select and the commune select of that region (spec §3:
 * "choosing a region limits the commune choices"). Changing the region
 * clears a commune that does not belong to it; the commune select stays
 * disabled until a region is chosen.
 */
export function RegionCommuneFields({
  regionName = 'region',
  communeName = 'commune',
  regionLabel = 'Región',
  communeLabel = 'Comuna',
  required,
  className,
}: RegionCommuneFieldsProps) {
  const [regionField] = useField<unknown>(regionName);
  const [communeField, , communeHelpers] = useField<unknown>(communeName);
  const region = typeof regionField.value === 'string' ? regionField.value : '';
  const communes = communesOf(region);

  return (
    <>
      <SelectField
        name={regionName}
        label={regionLabel}
        options={regionNames}
        required={required}
        className={className}
        onValueChange={(next) => {
          if (communeField.value !== '' && !isCommuneOf(next, communeField.value)) {
            void communeHelpers.setValue('');
          }
        }}
      />
      <SelectField
        name={communeName}
        label={communeLabel}
        options={communes}
        required={required}
        className={className}
        disabled={communes.length === 0}
        hint={communes.length === 0 ? 'Primero selecciona una región.' : undefined}
      />
    </>
  );
}

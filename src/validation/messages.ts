/**
 * Every validation message of the forms, in Spanish. The ones spec §5 gives
 * are copied exactly (including their accents or lack of them); the others
 * (marked "not in the spec") follow the same voice. docs/validation.md lists
 * which rule uses which message.
 */

/** The sample phone shown in the provider phone message. */
export const samplePhone = '912345678';

/** Spec §5, training line provider phone: 'Debe ingresar un número válido de 9 dígitos (Ej: {phone})'. */
export function providerPhoneMessage(phone: string = samplePhone): string {
  return `Debe ingresar un número válido de 9 dígitos (Ej: ${phone})`;
}

export const messages = {
  /** Spec §5: "Unselected choice". */
  selectOption: 'Debes seleccionar una opción',
  /** Spec §5, names, provider name. */
  onlyLetters: 'Debes ingresar solo letras',

  email: {
    required: 'El email es obligatorio.',
    /** Used when the value is not text at all (yup typeError). */
    invalid: 'Debes ingresar un email',
    /** Spec §5's text, with the format it announces (issue 37). */
    format: 'El email debe tener el siguiente formato: nombre@dominio.cl',
    tooLong: 'El email es muy largo (máximo 100 caracteres).',
  },

  password: {
    required: 'La contraseña es obligatoria.',
    /** Used when the value is not text at all (yup typeError). */
    invalid: 'Por favor ingresar contraseña valida.',
    tooShort: 'Tu contraseña es muy corta (mínimo 8 caracteres).',
    tooLong: 'Tu contraseña es muy larga (máximo 100 caracteres).',
    weak: 'Tu contraseña debe tener como mínimo una mayúscula, una minúscula, un número y un símbolo (@$!%*?&).',
    mismatch: 'Las contraseñas deben ser iguales',
    /** Not in the spec. */
    confirmationRequired: 'Debes confirmar tu contraseña.',
  },

  rut: {
    /** Spec §5: the company rut. */
    companyRequired: 'Debes ingresar el rut de la empresa.',
    /** Not in the spec: the user's own rut (registration, profile). */
    ownRequired: 'Debes ingresar tu rut.',
    /** Not in the spec: a person's rut typed by an admin (user edit, admins). */
    personRequired: 'Debes ingresar el rut.',
    pattern: 'Debes ingresar un rut válido',
    tooShort: 'El rut es muy corto.',
    tooLong: 'El rut es muy largo (máximo 10 caracteres).',
    /** Spec §5; used when a personal rut is not text at all (yup typeError). */
    invalid: 'El rut no es válido',
    /** Spec §5; used when the company rut is not text at all (yup typeError). */
    companyInvalid: 'El Rut no es válido',
    checkDigit: 'El RUT no es valido',
  },

  /** Not in the spec, except onlyLetters. */
  firstName: {
    required: 'El nombre es obligatorio.',
    tooShort: 'El nombre es muy corto (mínimo 3 caracteres).',
    tooLong: 'El nombre es muy largo (máximo 100 caracteres).',
  },

  /** Not in the spec, except onlyLetters. */
  lastName: {
    required: 'El apellido es obligatorio.',
    tooShort: 'El apellido es muy corto (mínimo 3 caracteres).',
    tooLong: 'El apellido es muy largo (máximo 100 caracteres).',
  },

  /** Not in the spec. */
  phone: {
    digitsOnly: 'Debes ingresar solo números',
    tooLong: 'El teléfono es muy largo (máximo 9 dígitos).',
  },

  /** Not in the spec. */
  businessName: {
    required: 'Debes ingresar la razón social.',
    tooShort: 'La razón social es muy corta (mínimo 3 caracteres).',
    tooLong: 'La razón social es muy larga (máximo 100 caracteres).',
    characters:
      "La razón social solo puede tener letras, números, espacios y los signos . , & - ' ( )",
  },

  /** Not in the spec. */
  address: {
    required: 'Debes ingresar la dirección.',
    tooShort: 'La dirección es muy corta (mínimo 3 caracteres).',
    tooLong: 'La dirección es muy larga (máximo 100 caracteres).',
  },

  /** Not in the spec. */
  commune: {
    notInRegion: 'La comuna no pertenece a la región seleccionada.',
  },

  /** Not in the spec. */
  terms: {
    required: 'Debes aceptar los términos y condiciones.',
  },

  /** Not in the spec (the diagnostic form's messages are not shown). */
  diagnostic: {
    nameRequired: 'Debes ingresar el nombre del diagnóstico.',
    formIdRequired: 'Debes ingresar el ID del formulario.',
    durationRequired: 'Debes ingresar la duración en minutos.',
    durationDigits: 'La duración debe tener solo números.',
    orderNumberRequired: 'Debes ingresar el número de orden.',
    orderNumberDigits: 'El número de orden debe tener solo números.',
    orderNameRequired: 'Debes ingresar el nombre de orden.',
    /** The server's refusals of a saved diagnostic (docs/api-contract.md, "Super admin: diagnostics"). */
    server: {
      formIdTaken: 'Ya existe un diagnóstico con este ID del formulario.',
      notFound: 'Este diagnóstico ya no existe. Cierra el formulario y revisa la lista.',
    },
  },

  /** Not in the spec: the server's refusals of a saved administrator (docs/api-contract.md). */
  admin: {
    server: {
      selfChange:
        'No puedes quitarte el rol de Super admin, deshabilitar ni eliminar tu propia cuenta.',
      notFound: 'Este administrador ya no existe. Cierra el formulario y revisa la lista.',
    },
  },

  /** Not in the spec, except providerPhone and onlyLetters. */
  trainingLine: {
    nameRequired: 'Debes ingresar el nombre de la línea de formación.',
    nameTooShort: 'El nombre es muy corto (mínimo 2 caracteres).',
    nameTooLong: 'El nombre es muy largo (máximo 150 caracteres).',
    contentIdRequired: 'Debes ingresar el ID del contenido.',
    contentIdTooShort: 'El ID del contenido es muy corto (mínimo 3 caracteres).',
    contentIdTooLong: 'El ID del contenido es muy largo (máximo 50 caracteres).',
    contentIdCharacters:
      'El ID del contenido solo puede tener letras, números, guiones y guiones bajos.',
    descriptionRequired: 'Debes ingresar una descripción.',
    descriptionTooShort: 'La descripción es muy corta (mínimo 3 caracteres).',
    descriptionTooLong: 'La descripción es muy larga (máximo 2000 caracteres).',
    logoRequired: 'Debes subir el logo.',
    bannerRequired: 'Debes subir el banner.',
    /** Also for an image of another format than PNG, JPG, WebP or SVG. */
    notAnImage: 'El archivo debe ser una imagen PNG, JPG, WebP o SVG.',
    imageTooLarge: 'La imagen pesa más de 1 MB. Elige una más liviana.',
    providerNameRequired: 'Debes ingresar el nombre del proveedor.',
    providerNameTooShort: 'El nombre del proveedor es muy corto (mínimo 3 caracteres).',
    providerNameTooLong: 'El nombre del proveedor es muy largo (máximo 100 caracteres).',
    providerPhone: providerPhoneMessage(),
    url: 'Debes ingresar una URL válida (Ej: https://www.ejemplo.cl).',
    contentUrlRequired: 'Debes ingresar la URL del contenido.',
    contentCodeCharacters: 'El código solo puede tener letras y números.',
    contentCodeTooLong: 'El código es muy largo (máximo 150 caracteres).',
    contentTextCharacters: 'Solo puedes ingresar letras, números y espacios.',
    contentTextTooLong: 'El texto es muy largo (máximo 150 caracteres).',
    weighting: 'Debes elegir un número entero entre 0 y 10.',
    /** The server's refusals of a saved line (docs/api-contract.md, "Admin: training lines"). */
    server: {
      required: 'Este campo es obligatorio.',
      format: 'El formato de este campo no es válido.',
      length: 'El largo de este campo no es válido.',
      typeInvalid: 'Este tipo ya no existe. Elige otro.',
      invalidImage: 'El archivo no es una imagen válida. Usa una imagen PNG, JPG, WebP o SVG.',
      contentIdTaken: 'Ya existe una línea de formación con este ID del contenido.',
      refused: 'El servidor no aceptó este valor.',
      notSaved: 'No pudimos guardar la línea de formación: el servidor rechazó algunos datos.',
      /** Issue 45: the write answered nothing that shows the line, and reading it again failed. */
      unconfirmed:
        'Enviamos la línea de formación, pero el servidor no mostró lo que guardó: revisa la lista de líneas antes de volver a guardar.',
      notFound: 'Esta línea de formación ya no existe. Vuelve a la lista.',
      forbidden: 'Tu cuenta no tiene permiso para guardar líneas de formación.',
      /** The demo backend's 507 DEMO_STORAGE_FULL (its browser storage holds a handful of images). */
      storageFull:
        'La demostración no tiene espacio para más imágenes. Usa imágenes más livianas o restablece los datos de demostración.',
    },
  },
} as const;

/**
* | output |
* | --- |
* | "{field} must be at least {min}." |
*
* @param {Error_Field_Too_SmallInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_field_too_small: ((inputs: Error_Field_Too_SmallInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Field_Too_SmallInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Field_Too_SmallInputs = {
    field: NonNullable<unknown>;
    min: NonNullable<unknown>;
};

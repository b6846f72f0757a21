/**
* | output |
* | --- |
* | "{field} must be at most {max}." |
*
* @param {Error_Field_Too_BigInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_field_too_big: ((inputs: Error_Field_Too_BigInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Field_Too_BigInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Field_Too_BigInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};

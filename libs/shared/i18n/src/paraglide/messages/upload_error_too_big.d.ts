/**
* | output |
* | --- |
* | "\"{name}\" is larger than {max} MB." |
*
* @param {Upload_Error_Too_BigInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_error_too_big: ((inputs: Upload_Error_Too_BigInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Error_Too_BigInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Error_Too_BigInputs = {
    name: NonNullable<unknown>;
    max: NonNullable<unknown>;
};

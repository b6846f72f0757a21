/**
* | output |
* | --- |
* | "\"{name}\" was not added: at most {max} files." |
*
* @param {Upload_Error_Too_ManyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_error_too_many: ((inputs: Upload_Error_Too_ManyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Error_Too_ManyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Error_Too_ManyInputs = {
    name: NonNullable<unknown>;
    max: NonNullable<unknown>;
};

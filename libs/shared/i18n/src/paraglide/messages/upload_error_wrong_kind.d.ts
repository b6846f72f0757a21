/**
* | output |
* | --- |
* | "\"{name}\" is not a {kinds} file." |
*
* @param {Upload_Error_Wrong_KindInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const upload_error_wrong_kind: ((inputs: Upload_Error_Wrong_KindInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Error_Wrong_KindInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Error_Wrong_KindInputs = {
    name: NonNullable<unknown>;
    kinds: NonNullable<unknown>;
};

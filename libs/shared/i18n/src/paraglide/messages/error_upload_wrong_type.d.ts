/**
* | output |
* | --- |
* | "\"{name}\" is not a {types} file." |
*
* @param {Error_Upload_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_upload_wrong_type: ((inputs: Error_Upload_Wrong_TypeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Upload_Wrong_TypeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Upload_Wrong_TypeInputs = {
    name: NonNullable<unknown>;
    types: NonNullable<unknown>;
};

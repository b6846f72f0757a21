/**
* | output |
* | --- |
* | "Your account cannot do this. If you think it should, ask a member of staff." |
*
* @param {Error_Api_ForbiddenInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_forbidden: ((inputs?: Error_Api_ForbiddenInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_ForbiddenInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_ForbiddenInputs = {};

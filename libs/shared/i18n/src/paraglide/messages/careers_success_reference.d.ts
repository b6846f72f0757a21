/**
* | output |
* | --- |
* | "Your reference is {reference}. We have sent a confirmation to your email." |
*
* @param {Careers_Success_ReferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_success_reference: ((inputs: Careers_Success_ReferenceInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Success_ReferenceInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Success_ReferenceInputs = {
    reference: NonNullable<unknown>;
};

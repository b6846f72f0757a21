/**
* | output |
* | --- |
* | "Your reference is {reference}. We have sent a confirmation to your email." |
*
* @param {Group_Success_ReferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_success_reference: ((inputs: Group_Success_ReferenceInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Success_ReferenceInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Success_ReferenceInputs = {
    reference: NonNullable<unknown>;
};

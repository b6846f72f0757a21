/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Success_NextInputs */

const en_group_success_next = /** @type {(inputs: Group_Success_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our office will contact you within two business days to confirm the registration and send you the details to share with your members.`)
};

/**
* | output |
* | --- |
* | "Our office will contact you within two business days to confirm the registration and send you the details to share with your members." |
*
* @param {Group_Success_NextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_success_next = /** @type {((inputs?: Group_Success_NextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Success_NextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_success_next(inputs)
});
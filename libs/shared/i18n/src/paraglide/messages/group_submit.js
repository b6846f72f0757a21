/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_SubmitInputs */

const en_group_submit = /** @type {(inputs: Group_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register group`)
};

/**
* | output |
* | --- |
* | "Register group" |
*
* @param {Group_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_submit = /** @type {((inputs?: Group_SubmitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_SubmitInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_submit(inputs)
});
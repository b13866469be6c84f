/**
 * `shape` remembered per engine answer (answers are replaced, never changed): the same answer
 * gives the same array back, so a chart sees an unchanged series as unchanged at once, and a
 * project of 200 builds reshapes one curve per edit, not 200.
 */
export function shapeOnce<A extends object, R>(shape: (answer: A) => R): (answer: A) => R {
  const shaped = new WeakMap<A, R>();
  return (answer) => {
    let result = shaped.get(answer);
    if (result === undefined) {
      result = shape(answer);
      shaped.set(answer, result);
    }
    return result;
  };
}

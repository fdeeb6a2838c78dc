/**
 * Cuts the text of a top-level JSON array, as it arrives in chunks, into the text of each item,
 * so each item can be parsed (JSON.parse) and checked while the rest is still on its way. It only
 * follows what it must to find the items' ends: strings (with their escapes) and the nesting of
 * objects and arrays. Whatever is inside an item is left to JSON.parse; the punctuation between
 * items (the brackets, the commas, whitespace) is checked here, as strictly as JSON.parse would.
 */
export class ArraySplitError extends Error {
  constructor(
    message: string,
    /** The answer is JSON of another kind (an object, a number...), not a list. */
    readonly notAList = false,
  ) {
    super(message);
    this.name = 'ArraySplitError';
  }
}

/** Where the splitter is. Plain numbers, for the loop that reads every character of 77 MB. */
type State = 0 | 1 | 2 | 3 | 4 | 5;
/** Before the opening bracket. */
const START = 0;
/** After the opening bracket: an item or the closing bracket. */
const FIRST = 1;
/** After a comma: an item. */
const NEXT = 2;
const ITEM = 3;
/** After an item: a comma or the closing bracket. */
const AFTER = 4;
/** After the closing bracket: only whitespace. */
const END = 5;

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;

const isSpace = (code: number) => code === SPACE || code === LF || code === CR || code === TAB;

/**
 * Where a splitter may be taken up again (ArraySplitter.resumePoint): inside the list, before an
 * item; `text` is the start of an item still arriving ('' when the chunk ended before one), and
 * `afterComma` says whether a comma came before it (then a closing bracket may not follow).
 */
export type ResumePoint = { text: string; afterComma: boolean };

export class ArraySplitter {
  private state: State;
  /** The current item's text from earlier chunks. */
  private partial = '';
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** Whether the current item came after a comma, for resumePoint. */
  private itemAfterComma = false;

  /** A splitter at the start of the text, or taken up inside a list (stream-list.ts's batches). */
  constructor(from?: Omit<ResumePoint, 'text'>) {
    this.state = from === undefined ? START : from.afterComma ? NEXT : FIRST;
  }

  /** The items that this chunk completes, in order. Throws ArraySplitError on broken punctuation. */
  push(chunk: string): string[] {
    const items: string[] = [];
    let start = 0;
    let nextBackslash = -1;
    for (let index = 0; index < chunk.length; index += 1) {
      const code = chunk.charCodeAt(index);
      if (this.state === ITEM) {
        if (this.inString) {
          if (this.escaped) this.escaped = false;
          else if (code === BACKSLASH) this.escaped = true;
          else if (code === QUOTE) {
            this.inString = false;
            if (this.depth === 0) items.push(this.take(chunk, start, index + 1));
          } else {
            // Most of a list's text is inside strings: jump to the next quote or backslash.
            if (nextBackslash < index) {
              nextBackslash = chunk.indexOf('\\', index);
              if (nextBackslash === -1) nextBackslash = chunk.length;
            }
            const nextQuote = chunk.indexOf('"', index);
            index = Math.min(nextQuote === -1 ? chunk.length : nextQuote, nextBackslash) - 1;
          }
        } else if (this.depth === 0) {
          // A number, true, false or null ends where the punctuation after it starts.
          if (code === COMMA || code === CLOSE_ARRAY || isSpace(code)) {
            items.push(this.take(chunk, start, index));
            index -= 1;
          } else if (code === QUOTE) this.inString = true;
        } else if (code === QUOTE) this.inString = true;
        else if (code === OPEN_OBJECT || code === OPEN_ARRAY) this.depth += 1;
        else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
          this.depth -= 1;
          if (this.depth === 0) items.push(this.take(chunk, start, index + 1));
        }
        continue;
      }
      if (isSpace(code)) continue;
      switch (this.state) {
        case START:
          if (code !== OPEN_ARRAY) throw new ArraySplitError('La respuesta no es una lista', true);
          this.state = FIRST;
          break;
        case FIRST:
        case NEXT:
          if (code === CLOSE_ARRAY && this.state === FIRST) this.state = END;
          else {
            start = index;
            this.itemAfterComma = this.state === NEXT;
            this.startItem(code);
          }
          break;
        case AFTER:
          if (code === COMMA) this.state = NEXT;
          else if (code === CLOSE_ARRAY) this.state = END;
          else throw new ArraySplitError(`Se esperaba ',' o ']' en la lista, no '${chunk[index]}'`);
          break;
        default:
          throw new ArraySplitError(`Texto después del final de la lista: '${chunk[index]}'`);
      }
    }
    if (this.state === ITEM) this.partial += chunk.slice(start);
    return items;
  }

  /**
   * Where the text read so far leaves the list, when another reader may take it up from there:
   * inside an item (its text so far) or right before one. Null before the opening bracket, between
   * an item and its comma, and after the closing bracket.
   */
  resumePoint(): ResumePoint | null {
    if (this.state === ITEM) return { text: this.partial, afterComma: this.itemAfterComma };
    if (this.state === FIRST || this.state === NEXT) return { text: '', afterComma: this.state === NEXT };
    return null;
  }

  /** The end of the text: throws ArraySplitError unless the list was whole. */
  end(): void {
    if (this.state !== END) {
      throw new ArraySplitError(this.state === START ? 'La respuesta está vacía' : 'La lista no se cerró');
    }
  }

  private startItem(code: number) {
    this.state = ITEM;
    this.partial = '';
    this.depth = code === OPEN_OBJECT || code === OPEN_ARRAY ? 1 : 0;
    this.inString = code === QUOTE;
    this.escaped = false;
  }

  private take(chunk: string, start: number, end: number): string {
    const text = this.partial + chunk.slice(start, end);
    this.partial = '';
    this.state = AFTER;
    return text;
  }
}

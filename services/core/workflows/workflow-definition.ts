/**
 * How a domain writes a multi-document change: as a function that lists its steps. Each step is named, runs
 * at most once per workflow as far as anyone can observe (it is idempotent under keys derived from the input,
 * and a resumed run answers its recorded output instead of running it), and may say how it is undone.
 */
export interface WorkflowSteps {
  /** The workflow's id, from which steps derive the keys that make them idempotent. */
  readonly workflowId: string;
  /** When the intent was recorded: the instant steps give what they create, so that a repeated step creates the same. */
  readonly startedAt: Date;
  /**
   * Runs the step `name` unless it finished before, and answers its output (plain data, stored as it is).
   * `compensate` undoes it when a later step refuses for good; it must be idempotent too.
   */
  do<T>(name: string, action: () => Promise<T>, compensate?: (output: T) => Promise<void>): Promise<T>;
  /**
   * A step that cannot be undone and that, run again after any later step, changes nothing more and answers the
   * same (an insert under a key from the input that answers what it inserted or found; never a read of state
   * that later steps change). It costs no record of its own: it is recorded with the next one, so after a
   * crash it may run again.
   */
  doRepeatable<T>(name: string, action: () => Promise<T>): Promise<T>;
  /**
   * A step whose effect lives where an error can leave it unknown (a payment the processor made though its answer
   * was lost), and which leaves a trace to look it up by (see StepTrace). Run and recorded like `do`; recovery that
   * gives up on the workflow asks the trace before it undoes anything.
   */
  doTraceable<T>(name: string, action: () => Promise<T>, trace: StepTrace<T>): Promise<T>;
}

/** How to learn afterwards what came of a traceable step, and how it is undone. */
export interface StepTrace<T> {
  /**
   * Looks the step's effect up where it lives, by the keys its action used: the output the action would have
   * answered when the effect exists, null when it never took effect. Refuses (an AppError below 500) when the
   * effect exists as a refusal (a declined payment). Any other error: nobody can tell yet, so it is asked again later.
   */
  find(): Promise<T | null>;
  /** Shows whoever waits for the step that its outcome is being checked; what follows the answer replaces that state. */
  showUnknown?(): Promise<void>;
  /**
   * Undoes the step. A recorded traceable step without one cannot be undone (money moved): a workflow past it is
   * only ever finished, never given up.
   */
  compensate?(output: T): Promise<void>;
}

export interface WorkflowDefinition<I, R> {
  /** Stable: recorded with every workflow, so that recovery finds the definition again after a restart. */
  kind: string;
  /** The steps, in order. It is replayed from the top on recovery, so it decides only from `input` and step outputs. */
  run(steps: WorkflowSteps, input: I): Promise<R>;
}

export function defineWorkflow<I, R>(
  kind: string,
  run: (steps: WorkflowSteps, input: I) => Promise<R>,
): WorkflowDefinition<I, R> {
  return { kind, run };
}

/** A point of a run, as the engine's observer sees it: `done` after a step's action, `recorded` after its record. */
export interface WorkflowPoint {
  workflowId: string;
  kind: string;
  /** null at the start, once the intent is recorded. */
  step: string | null;
  phase: 'started' | 'done' | 'recorded' | 'compensated';
}

/** The one way domains start workflows; the engine implements it. */
export interface WorkflowRunner {
  run<I, R>(definition: WorkflowDefinition<I, R>, id: string, input: I): Promise<R>;
}

/** A definition of any input and result, as the engine keeps it to find it again by kind. */
export type AnyWorkflowDefinition = WorkflowDefinition<never, unknown>;

/** What a domain that defines workflows needs of the engine: to register them (recovery finds them) and run them. */
export interface WorkflowRegistry extends WorkflowRunner {
  register(definition: AnyWorkflowDefinition): void;
}

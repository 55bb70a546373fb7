package com.google.android.gms.tasks;

import java.util.ArrayList;
import java.util.List;

/** Fake of com.google.android.gms.tasks.TaskCompletionSource: a Task the JVM tests complete. */
public class TaskCompletionSource<TResult> {
    private boolean done;
    private TResult result;
    private Exception exception;
    private final List<OnCompleteListener<TResult>> listeners = new ArrayList<>();
    private final Task<TResult> task = new Task<TResult>() {
        @Override public boolean isSuccessful() { return done && exception == null; }
        @Override public TResult getResult() { return result; }
        @Override public Exception getException() { return exception; }
        @Override public Task<TResult> addOnCompleteListener(OnCompleteListener<TResult> listener) {
            if (done) listener.onComplete(this); else listeners.add(listener);
            return this;
        }
    };

    public Task<TResult> getTask() { return task; }
    public void setResult(TResult result) { this.result = result; finish(); }
    public void setException(Exception exception) { this.exception = exception; finish(); }

    private void finish() {
        done = true;
        for (OnCompleteListener<TResult> listener : listeners) listener.onComplete(task);
        listeners.clear();
    }
}

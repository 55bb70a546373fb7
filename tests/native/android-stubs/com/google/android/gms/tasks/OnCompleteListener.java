package com.google.android.gms.tasks;

/** Stub of com.google.android.gms.tasks.OnCompleteListener. */
public interface OnCompleteListener<TResult> {
    void onComplete(Task<TResult> task);
}

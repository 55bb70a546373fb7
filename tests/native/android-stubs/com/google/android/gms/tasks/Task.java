package com.google.android.gms.tasks;

/** Stub of com.google.android.gms.tasks.Task: the members the example uses. */
public abstract class Task<TResult> {
    public abstract boolean isSuccessful();
    public abstract TResult getResult();
    public abstract Exception getException();
    public abstract Task<TResult> addOnCompleteListener(OnCompleteListener<TResult> listener);
}
